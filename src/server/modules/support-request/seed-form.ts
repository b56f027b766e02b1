/**
 * The support request's dynamic form (form `support_request`) as first seeded: what the product spec's
 * section 3 record leaves to the form (the partner, the dates, the budget's lines, other funders),
 * bilingual. Ministry admins change it through form-tabs/ and form-fields/ afterwards. `depends_on` is
 * an index into the whole list of fields (0-based).
 */
import type { DynamicField, FormTab, SelectOption } from '../../../shared/dynamic-forms/index.ts';
import type { Queryable } from '../../db/database.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { SUPPORT_FORM } from './form-values.ts';

type TabSeed = Omit<FormTab, 'id' | 'form'> & { fields: Omit<DynamicField, 'id' | 'form_tab'>[] };

const YES_NO: SelectOption[] = [
  { value: 'yes', label: 'Yes', label_ar: 'نعم' },
  { value: 'no', label: 'No', label_ar: 'لا' },
];

export const supportForm: TabSeed[] = [
  {
    name_en: 'Implementation', name_ar: 'التنفيذ', order: 1,
    fields: [
      { field_type: 1, label_en: 'Implementing partner', label_ar: 'الشريك المنفذ', is_required: true, order: 1 },
      { field_type: 3, label_en: 'Planned start date', label_ar: 'تاريخ البدء المخطط', order: 2 },
      { field_type: 2, label_en: 'Locations', label_ar: 'مواقع التنفيذ', order: 3 },
    ],
  },
  {
    name_en: 'Budget', name_ar: 'الميزانية', order: 2,
    fields: [
      { field_type: 2, label_en: 'Budget lines', label_ar: 'بنود الميزانية', order: 1 },
      { field_type: 8, label_en: 'Other funders', label_ar: 'جهات تمويل أخرى', order: 2, select_data: YES_NO },
      { field_type: 2, label_en: 'Which funders, and how much', label_ar: 'أي الجهات وبأي مبالغ', is_required: true, order: 3, depends_on: 4, show_if: 'Yes' },
    ],
  },
];

/** Inserts the form; `depends_on` indexes become the stored field ids. */
export async function seedSupportForm(tx: Queryable, admin: number): Promise<void> {
  const tabs = recordsRepository(tx, entityBinding('form-tab'));
  const fields = recordsRepository(tx, entityBinding('form-field'));
  const ids: number[] = [];
  for (const tab of supportForm) {
    const { fields: tabFields, ...tabData } = tab;
    const tabRow = await tabs.insert({ ...tabData, form: SUPPORT_FORM }, admin);
    for (const field of tabFields) {
      const dependsOn = field.depends_on === undefined || field.depends_on === null ? null : ids[field.depends_on];
      const data = { is_editable: true, is_required: false, hide: false, ...field, form: SUPPORT_FORM, form_tab: Number(tabRow.id), depends_on: dependsOn ?? null };
      ids.push(Number((await fields.insert(data, admin)).id));
    }
  }
}
