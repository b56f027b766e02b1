/** A write may only point at records that exist: each `x-reference` value names a row of its entity. */
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../errors.ts';
import { entityBinding, type EntityBinding } from './entities.ts';

/** 400 `invalid_choice` under the first `x-reference` field of `data` whose record does not exist. */
export async function assertReferencesExist(q: Queryable, entity: EntityBinding, data: Record<string, unknown>): Promise<void> {
  for (const [field, target] of Object.entries(entity.references)) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    const { rows } = await q.query(`SELECT 1 FROM ${entityBinding(target).table} WHERE id = $1`, [value]);
    if (rows.length === 0) throw fieldError('invalid_choice', field);
  }
}
