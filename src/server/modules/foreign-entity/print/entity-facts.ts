/** The entity's own fields as label–value rows: who it is, how to reach it, where its file stands. */
import type { Queryable } from '../../../db/database.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { formatDate } from '../../../../shared/format/format-date.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';
import { countryOf } from '../../../platform/countries.ts';
import { statusLabel } from './print-target.ts';

type Rows = Array<[string, string]>;

/** The licence type's label in `language` (its value when the type was removed). */
async function licenseLabel(q: Queryable, value: unknown, language: Language): Promise<string> {
  if (!value) return '';
  const { rows } = await q.query<{ data: Record<string, string> }>(`SELECT data FROM ${entityBinding('license-type').table} WHERE data->>'value' = $1 LIMIT 1`, [String(value)]);
  return rows[0]?.data[language === 'ar' ? 'label_ar' : 'label_en'] ?? String(value);
}

/** Identity, contact and status rows of `entity`, labelled as the entity's fields are. */
export async function entityFacts(q: Queryable, entity: RecordRow, language: Language): Promise<{ identity: Rows; contact: Rows; status: Rows }> {
  const data = entity.data;
  const t = (key: string) => translate(language, key);
  const field = (name: string) => t(`foreign_entity.fields.${name}`);
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const other = language === 'ar' ? 'en' : 'ar';
  const country = countryOf(text(data.country));
  const city = text(data[`custom_city_${language}`] || data[`custom_city_${other}`]);
  const province = text(data[`custom_province_${language}`] || data[`custom_province_${other}`]);
  const keep = (rows: Rows) => rows.filter(([, value]) => value !== '');
  return {
    identity: keep([
      [field('name'), text(data.name)],
      [field('name_en'), text(data.name_en)],
      [field('name_ar'), text(data.name_ar)],
      [field('license_type'), await licenseLabel(q, data.license_type, language)],
      [field('uid'), text(data.uid)],
    ]),
    contact: keep([
      [field('email'), text(data.email)],
      [field('mobile'), text(data.mobile)],
      [field('country'), country ? country[language === 'ar' ? 'name_ar' : 'name_en'] : text(data.country)],
      [field('province'), province],
      [field('city'), city],
    ]),
    status: keep([
      [field('status'), statusLabel(data.status, language)],
      [field('allowed_for_fund_transfer'), t(data.allowed_for_fund_transfer ? 'common.yes' : 'common.no')],
      [t('common.fields.created'), formatDate(new Date(entity.created_at).toISOString().slice(0, 10), language)],
    ]),
  };
}
