/** The registration form `foreign_entity` of one entity: per tab, its shown fields' labels and values in the caller's language. */
import type { Queryable } from '../../../db/database.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { fieldKey, orderedFields } from '../../../../shared/dynamic-forms/definitions.ts';
import { toFormData } from '../../../../shared/dynamic-forms/value-items.ts';
import { visibleKeys } from '../../../../shared/dynamic-forms/visibility.ts';
import { REGISTRATION_FORM } from '../records/registration-form.ts';
import { loadFormDefinition } from '../../../platform/forms/definitions-repository.ts';
import { valuesRepository } from '../../../platform/forms/values-repository.ts';
import { translate } from '../../../platform/i18n.ts';
import { formValueText } from './form-value-text.ts';

/** One tab: its name and label–value rows (fields not shown for these values are left out; unanswered ones say so). */
export type FormSection = { title: string; rows: Array<[string, string]> };

/** The tabs of the registration form with the entity's answers. */
export async function registrationSections(q: Queryable, entityId: number, language: Language): Promise<FormSection[]> {
  const { tabs, fields } = await loadFormDefinition(q, REGISTRATION_FORM);
  const stored = await valuesRepository(q).list({ form: REGISTRATION_FORM, record: entityId });
  const values = toFormData(fields, stored.map((row) => ({ field: row.field, value: row.value, extra: row.extra })));
  const shown = visibleKeys(fields, values);
  const missing = translate(language, 'common.not_provided');
  const ordered = orderedFields(fields, tabs).filter((field) => shown.has(fieldKey(field)));
  return [...tabs]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
    .map((tab) => ({
      title: language === 'ar' ? tab.name_ar : tab.name_en,
      rows: ordered
        .filter((field) => field.form_tab === tab.id)
        .map((field): [string, string] => [language === 'ar' ? field.label_ar : field.label_en, formValueText(field, values[fieldKey(field)], language) || missing]),
    }))
    .filter((section) => section.rows.length > 0);
}
