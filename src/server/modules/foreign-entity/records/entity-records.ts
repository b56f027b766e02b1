/** The foreign-entity table and the lookups every handler of the module starts with. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import type { Schema } from '../../../../shared/operation-io.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { recordViews } from '../../../platform/resources/record-view.ts';
import { recordsRepository, type RecordRow } from '../../../platform/resources/records-repository.ts';

/** The foreign-entity binding (table, schema, files). */
export const foreignEntities = () => entityBinding('foreign-entity');

/** A foreign entity as the API shows it. */
export type ForeignEntity = Schema<'ForeignEntity'>;

/** The API records of entity rows. */
export const entityViews = (q: Queryable, rows: RecordRow[]): Promise<ForeignEntity[]> => recordViews<ForeignEntity>(q, foreignEntities(), rows);

/** The API record of an entity row. */
export const entityView = async (q: Queryable, row: RecordRow): Promise<ForeignEntity> => (await entityViews(q, [row]))[0]!;

/** The entity `id` if the caller's scope reaches it, else 404 (existence does not leak). */
export async function entityInScope(q: Queryable, request: FastifyRequest, id: number, forUpdate = false): Promise<RecordRow> {
  const binding = foreignEntities();
  const row = await recordsRepository(q, binding).find(id, scopeWhere(request, binding), forUpdate);
  if (!row) throw await recordMiss(q, binding, id);
  return row;
}

/** Replaces some fields of an entity's data and bumps its version. */
export async function patchEntity(q: Queryable, row: RecordRow, changes: Record<string, unknown>): Promise<RecordRow> {
  return recordsRepository(q, foreignEntities()).update(Number(row.id), { ...row.data, ...changes });
}
