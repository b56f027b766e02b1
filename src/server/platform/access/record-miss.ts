/** The 404 of a record the caller's scope does not reach, told apart (for the audit log only) from a missing one. */
import type { Queryable } from '../../db/database.ts';
import { notFound, OutOfScope, type ApiError } from '../errors.ts';
import type { EntityBinding } from '../resources/entities.ts';
import { recordsRepository } from '../resources/records-repository.ts';

/**
 * `OutOfScope` when record `id` of `entity` exists (someone reached for a record that is not
 * theirs: the error handler audits it), plain `notFound()` when it does not. Both answer the same
 * 404, so existence still does not leak.
 */
export async function recordMiss(q: Queryable, entity: EntityBinding, id: number): Promise<ApiError> {
  return (await recordsRepository(q, entity).exists(id)) ? new OutOfScope() : notFound();
}
