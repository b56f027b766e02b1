/**
 * The names of what a list page's records point at, read by the page's own statement (issue 21 item
 * 5: a query of their own was one more database round trip per list request). Per record, `_names`
 * holds for each `x-reference` field, and for the province and city of an entity that names its
 * places, the English and Arabic names of the record the stored value names, or null; matched as
 * `keyedNamesOf` (reference-keys.ts) and `namesOf` (place-names.ts) match them when asked apart.
 */
import { entityBinding, type EntityBinding } from './entities.ts';
import type { Names } from './place-names.ts';
import { referenceKeyOf } from './reference-keys.ts';

/** Per field (`mission`, or `place:province`), the `[english, arabic]` names the row's value names, or null. */
export type BroughtNames = Record<string, [string | null, string | null] | null>;

/** The places whose names an entity's records show (`<place>_name`, declared readOnly); the country's are in memory. */
export const PLACE_NAMES = ['country_name', 'province_name', 'city_name'];
const PLACE_TABLES = { province: 'province_records', city: 'city_records' } as const;

export const namesPlace = (entity: EntityBinding): boolean => PLACE_NAMES.some((field) => entity.schema.properties?.[field]?.readOnly);

// A stored id as bigint when it is one (digits, no sign or leading zero, as `id::text` prints it), else null.
const idIn = (value: string) => `CASE WHEN ${value} ~ '^(0|[1-9][0-9]{0,17})$' THEN (${value})::bigint END`;

function nameOf(table: string, en: string, ar: string, match: string): string {
  return `(SELECT json_build_array(coalesce(t.data->>'${en}', t.data->>'name'), coalesce(t.data->>'${ar}', t.data->>'name')) FROM ${table} t WHERE ${match} LIMIT 1)`;
}

// The SQL depends on the entity alone, so it is built once per entity, not per list request.
const sqlOf = new Map<EntityBinding, string | undefined>();

/** A `json_build_object` of the names a record of `entity` (alias `r`) points at; undefined when it points at nothing. */
export function namesSql(entity: EntityBinding): string | undefined {
  if (!sqlOf.has(entity)) sqlOf.set(entity, buildNamesSql(entity));
  return sqlOf.get(entity);
}

function buildNamesSql(entity: EntityBinding): string | undefined {
  const parts: string[] = [];
  for (const [field, target] of Object.entries(entity.references)) {
    const { value, names: [en, ar] } = referenceKeyOf(target);
    const stored = `r.data->>'${field}'`;
    // keyedNamesOf reads a text or a number only, compared as text with the id or the `x-lookup` value.
    const match = `jsonb_typeof(r.data->'${field}') IN ('string', 'number') AND ${value ? `t.data->>'${value}' = ${stored}` : `t.id = ${idIn(stored)}`}`;
    parts.push(`'${field}', ${nameOf(entityBinding(target).table, en, ar, match)}`);
  }
  if (namesPlace(entity)) {
    for (const [place, table] of Object.entries(PLACE_TABLES)) {
      // namesOf reads a number only.
      const match = `jsonb_typeof(r.data->'${place}') = 'number' AND t.id = ${idIn(`r.data->>'${place}'`)}`;
      parts.push(`'place:${place}', ${nameOf(table, 'name_en', 'name_ar', match)}`);
    }
  }
  return parts.length ? `json_build_object(${parts.join(', ')})` : undefined;
}

/** The names of `field`'s values, by value as text, as `keyedNamesOf` answers them (one name only shows in both languages). */
export function broughtReferenceNames(records: Record<string, unknown>[], brought: BroughtNames[], field: string): Map<string, { name_en: string; name_ar: string }> {
  const names = new Map<string, { name_en: string; name_ar: string }>();
  records.forEach((record, i) => {
    const pair = brought[i]?.[field];
    if (pair) names.set(String(record[field]), { name_en: pair[0] || pair[1] || '', name_ar: pair[1] || pair[0] || '' });
  });
  return names;
}

/** The names of the provinces or cities the records name, by id, as `namesOf` answers them. */
export function broughtPlaceNames(records: Record<string, unknown>[], brought: BroughtNames[], place: keyof typeof PLACE_TABLES): Names {
  const names: Names = new Map();
  records.forEach((record, i) => {
    const pair = brought[i]?.[`place:${place}`];
    if (pair) names.set(Number(record[place]), { name_en: pair[0] ?? '', name_ar: pair[1] ?? '' });
  });
  return names;
}
