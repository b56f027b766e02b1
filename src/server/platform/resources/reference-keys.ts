/**
 * How a reference names its record: by the record's id (the default), or by another field its
 * entity's `x-lookup` declares (`value`: a licence type's `charity`), with the names in `names`
 * (`label_en`, `label_ar`) instead of `name_en`, `name_ar`.
 */
import { referenceLookups } from '../../../../generated/entities/reference-lookups.ts';
import type { Queryable } from '../../db/database.ts';
import { entityBinding } from './entities.ts';

/** The stored field and the name fields of a reference to `target`; `value` undefined means the id. */
export function referenceKeyOf(target: string): { value?: string; names: [string, string] } {
  const lookup = referenceLookups[target];
  return { ...(lookup?.value ? { value: lookup.value } : {}), names: lookup?.names ?? ['name_en', 'name_ar'] };
}

/** English and Arabic names of the `target` records these stored values name, by value (as text). */
export async function keyedNamesOf(q: Queryable, target: string, values: unknown[]): Promise<Map<string, { name_en: string; name_ar: string }>> {
  const { value, names: [en, ar] } = referenceKeyOf(target);
  const wanted = [...new Set(values.filter((v) => typeof v === 'string' || typeof v === 'number').map(String))];
  if (!wanted.length) return new Map();
  const key = value ? `data->>'${value}'` : 'id::text';
  const { rows } = await q.query<{ key: string; name_en: string | null; name_ar: string | null }>(
    `SELECT ${key} AS key, coalesce(data->>'${en}', data->>'name') AS name_en, coalesce(data->>'${ar}', data->>'name') AS name_ar FROM ${entityBinding(target).table} WHERE ${key} = ANY($1::text[])`,
    [wanted],
  );
  // A record with one name only shows it in both languages.
  return new Map(rows.map((row) => [row.key, { name_en: row.name_en || row.name_ar || '', name_ar: row.name_ar || row.name_en || '' }]));
}

/** True when a record of `target` has this stored value (its id, or its `x-lookup` value field). */
export async function referencedExists(q: Queryable, target: string, stored: unknown): Promise<boolean> {
  const { value } = referenceKeyOf(target);
  const { rows } = value
    ? await q.query(`SELECT 1 FROM ${entityBinding(target).table} WHERE data->>'${value}' = $1`, [String(stored)])
    : await q.query(`SELECT 1 FROM ${entityBinding(target).table} WHERE id = $1`, [stored]);
  return rows.length > 0;
}

/** What the records pointing at record `id` of `target` hold: its id, or its `x-lookup` value field. */
export async function storedValueOf(q: Queryable, target: string, id: number): Promise<string | undefined> {
  const { value } = referenceKeyOf(target);
  if (!value) return String(id);
  const { rows } = await q.query<{ value: string | null }>(`SELECT data->>'${value}' AS value FROM ${entityBinding(target).table} WHERE id = $1`, [id]);
  return rows[0]?.value ?? undefined;
}
