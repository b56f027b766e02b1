/**
 * Checks of a local entity's data before it is saved: no other local entity has the same name (in
 * any of its three names, compared normalised) or e-mail. (That its category exists is the runtime's
 * check of `x-reference`.)
 */
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../platform/errors.ts';

const NAME_FIELDS = ['name', 'name_en', 'name_ar'] as const;

/** 400 under the first field at fault; `exceptId` is the record being updated. */
export async function assertUniqueLocalEntity(tx: Queryable, data: Record<string, unknown>, exceptId: number | null): Promise<void> {
  for (const field of NAME_FIELDS) {
    const value = data[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    const { rows } = await tx.query(
      `SELECT 1 FROM local_entity_records
        WHERE id <> $2 AND portal_normalize(trim($1)) IN (portal_normalize(trim(data->>'name')), portal_normalize(trim(data->>'name_en')), portal_normalize(trim(data->>'name_ar')))
        LIMIT 1`,
      [value, exceptId ?? 0],
    );
    if (rows.length) throw fieldError('local_entity_name_exists', field);
  }
  if (typeof data.email === 'string') {
    const { rows } = await tx.query(`SELECT 1 FROM local_entity_records WHERE id <> $2 AND lower(data->>'email') = lower($1) LIMIT 1`, [data.email, exceptId ?? 0]);
    if (rows.length) throw fieldError('local_entity_email_exists', 'email');
  }
}
