/**
 * The names of what a list page's records point at, kept between requests (kept-names.ts: issue 21
 * item 5). Per record, `_names` holds for each `x-reference` field, and for the province and city
 * of an entity that names its places, the English and Arabic names of the record the stored value
 * names, or null; matched as `keyedNamesOf` (reference-keys.ts) and `namesOf` (place-names.ts) match
 * them when asked apart.
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

/**
 * One name a record of an entity may show: `name` is its key in BroughtNames (`mission`, or
 * `place:province`), `field` the record's field holding the value, `table` where the name is found,
 * by `value` (an `x-lookup` field) or by id, in `names` (English, Arabic). A place's value is a number
 * only (as `namesOf` reads it), a reference's a text or a number (as `keyedNamesOf`).
 */
export type NameSlot = { name: string; field: string; table: string; value?: string; names: [string, string]; place: boolean };

const slotsOf = new Map<EntityBinding, NameSlot[]>();

/** The names a record of `entity` shows, found once per entity. */
export function namedSlots(entity: EntityBinding): NameSlot[] {
  let slots = slotsOf.get(entity);
  if (!slots) {
    slots = Object.entries(entity.references).map(([field, target]): NameSlot => {
      const { value, names } = referenceKeyOf(target);
      return { name: field, field, table: entityBinding(target).table, ...(value ? { value } : {}), names, place: false };
    });
    if (namesPlace(entity)) {
      for (const [place, table] of Object.entries(PLACE_TABLES)) slots.push({ name: `place:${place}`, field: place, table, names: ['name_en', 'name_ar'], place: true });
    }
    slotsOf.set(entity, slots);
  }
  return slots;
}

/**
 * The statement finding the names of a slot's values (`$1`, texts): per value `key`, its `names`
 * `[english, arabic]` (each falling back on the record's `name`), matched as `keyedNamesOf` and
 * `namesOf` match them; a value naming nothing has no row.
 */
export function slotNamesSql(slot: NameSlot): string {
  const [en, ar] = slot.names;
  const match = slot.value ? `t.data->>'${slot.value}' = k.key` : `t.id = ${idIn('k.key')}`;
  return `SELECT k.key, n.names FROM unnest($1::text[]) AS k(key) CROSS JOIN LATERAL (SELECT json_build_array(coalesce(t.data->>'${en}', t.data->>'name'), coalesce(t.data->>'${ar}', t.data->>'name')) AS names FROM ${slot.table} t WHERE ${match} LIMIT 1) n`;
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
