/**
 * Names of the places a record points at (country code, province and city ids) in the caller's
 * language: `country_name`, `province_name`, `city_name`, added to the API records of any entity
 * whose schema declares them (readOnly), so a page shows names, never codes or ids.
 */
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { countryOf } from '../countries.ts';
import { broughtPlaceNames, type BroughtNames } from './brought-names.ts';
import type { ApiRecord } from './record-view.ts';

export type Names = Map<number, { name_en: string; name_ar: string }>;

/** name_en / name_ar of the rows of `table` with these ids. */
export async function namesOf(q: Queryable, table: string, ids: unknown[]): Promise<Names> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const { rows } = await q.query<{ id: string | number; name_en: string; name_ar: string }>(
    `SELECT id, coalesce(data->>'name_en', data->>'name') AS name_en, coalesce(data->>'name_ar', data->>'name') AS name_ar FROM ${table} WHERE id = ANY($1::bigint[])`,
    [wanted],
  );
  return new Map(rows.map((row) => [Number(row.id), { name_en: row.name_en ?? '', name_ar: row.name_ar ?? '' }]));
}

/**
 * Adds `country_name`, `province_name` and `city_name` to the records (in place: they are the API
 * records just made for an answer) where they name one; `brought`: as the records' own statement read them.
 */
export async function withPlaceNames(q: Queryable, records: ApiRecord[], language: Language, brought?: BroughtNames[]): Promise<void> {
  const key = language === 'ar' ? 'name_ar' : 'name_en';
  const [provinces, cities] = brought
    ? [broughtPlaceNames(records, brought, 'province'), broughtPlaceNames(records, brought, 'city')]
    : await Promise.all([namesOf(q, 'province_records', records.map((r) => r.province)), namesOf(q, 'city_records', records.map((r) => r.city))]);
  for (const record of records) {
    const country = typeof record.country === 'string' ? countryOf(record.country) : undefined;
    if (country) record.country_name = country[key];
    const province = provinces.get(Number(record.province));
    if (province) record.province_name = province[key];
    const city = cities.get(Number(record.city));
    if (city) record.city_name = city[key];
  }
}

/**
 * The records with `as` holding the name, in the caller's language, of the `table` row their `field`
 * points at (a foreign entity's mission); a field holding a list of ids gets the list of their names,
 * in its order (a mission's accredited provinces).
 */
export async function withRecordNames(q: Queryable, records: ApiRecord[], language: Language, field: string, table: string, as: string): Promise<ApiRecord[]> {
  const names = await namesOf(q, table, records.flatMap((record) => [record[field]].flat()));
  const key = language === 'ar' ? 'name_ar' : 'name_en';
  return records.map((record) => {
    const value = record[field];
    if (Array.isArray(value)) return { ...record, [as]: value.flatMap((id) => names.get(Number(id))?.[key] ?? []) };
    const name = names.get(Number(value));
    return name ? { ...record, [as]: name[key] } : record;
  });
}
