/**
 * What a record points at, by name in the caller's language, never by id or code: the record of each
 * `x-reference` field (`mission` → `mission_name`), and the places its schema names (`country_name`,
 * `province_name`, `city_name`, declared readOnly). Added to every record the generic runtimes answer.
 */
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { broughtReferenceNames, namesPlace, type BroughtNames } from './brought-names.ts';
import type { EntityBinding } from './entities.ts';
import { withPlaceNames } from './place-names.ts';
import { keyedNamesOf } from './reference-keys.ts';
import type { ApiRecord } from './record-view.ts';

/**
 * The records with the names of what their entity's fields point at: asked of the database, or,
 * given `brought` (one per record, in order), the names the records' own statement read (brought-names.ts).
 */
export async function withNames<T extends object>(q: Queryable, entity: EntityBinding, records: T[], language: Language, brought?: BroughtNames[]): Promise<T[]> {
  if (records.length === 0) return records;
  let named = records as unknown as ApiRecord[];
  const key = language === 'ar' ? 'name_ar' : 'name_en';
  for (const [field, target] of Object.entries(entity.references)) {
    const names = brought ? broughtReferenceNames(named, brought, field) : await keyedNamesOf(q, target, named.map((record) => record[field]));
    named = named.map((record) => {
      const name = record[field] === undefined || record[field] === null ? undefined : names.get(String(record[field]));
      return name ? { ...record, [`${field}_name`]: name[key] } : record;
    });
  }
  if (namesPlace(entity)) named = await withPlaceNames(q, named, language, brought);
  return named as unknown as T[];
}
