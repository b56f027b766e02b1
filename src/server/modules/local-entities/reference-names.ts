/**
 * The names a local entity shows instead of ids (its category, country, province and city), in the
 * caller's language: added to every record a list, a read or a write answers.
 */
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { namesOf, withPlaceNames } from '../../platform/resources/place-names.ts';
import type { ApiRecord } from '../../platform/resources/record-view.ts';

/** The records with `category_name`, `country_name`, `province_name` and `city_name` where they name one. */
export async function withReferenceNames(q: Queryable, records: ApiRecord[], language: Language): Promise<ApiRecord[]> {
  const key = language === 'ar' ? 'name_ar' : 'name_en';
  const categories = await namesOf(q, 'local_entity_category_records', records.map((r) => r.category));
  const named = records.map((record) => {
    const category = categories.get(Number(record.category));
    return category ? { ...record, category_name: category[key] } : record;
  });
  return withPlaceNames(q, named, language);
}
