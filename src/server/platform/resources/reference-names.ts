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
 * The records are the API records `recordViews` has just made, so the names are added to them in
 * place: a copy per record and reference (object spread) was most of the 470 µs the views of a
 * 10-row page took (120 µs without; issue 21 item 5).
 */
export async function withNames<T extends object>(q: Queryable, entity: EntityBinding, records: T[], language: Language, brought?: BroughtNames[]): Promise<T[]> {
  if (records.length === 0) return records;
  const named = records as unknown as ApiRecord[];
  const key = language === 'ar' ? 'name_ar' : 'name_en';
  for (const [field, target] of Object.entries(entity.references)) {
    const names = brought ? broughtReferenceNames(named, brought, field) : await keyedNamesOf(q, target, named.map((record) => record[field]));
    for (const record of named) {
      const name = record[field] === undefined || record[field] === null ? undefined : names.get(String(record[field]));
      if (name) record[`${field}_name`] = name[key];
    }
  }
  if (namesPlace(entity)) await withPlaceNames(q, named, language, brought);
  return records;
}
