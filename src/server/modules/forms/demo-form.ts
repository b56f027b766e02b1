/** The demo dynamic form: three tabs, every field type, two conditional fields and one hidden field. */
import type { DynamicField, FormTab, SelectOption } from '../../../shared/dynamic-forms/index.ts';

type TabSeed = Omit<FormTab, 'id' | 'form'> & { fields: Omit<DynamicField, 'id' | 'form_tab'>[] };

const YES_NO: SelectOption[] = [
  { value: 'yes', label: 'Yes', label_ar: 'نعم' },
  { value: 'no', label: 'No', label_ar: 'لا' },
];

/**
 * The demo form's tabs and fields. `depends_on` names a field by its index in this list (0-based);
 * the seed swaps it for the stored id.
 */
export const demoForm: TabSeed[] = [
  {
    name_en: 'Contact', name_ar: 'بيانات الاتصال', order: 1,
    fields: [
      { field_type: 1, label_en: 'Organisation name', label_ar: 'اسم الجهة', is_required: true, order: 1, placeholder: 'Al Amal Foundation', placeholder_ar: 'مؤسسة الأمل' },
      { field_type: 4, label_en: 'Email', label_ar: 'البريد الإلكتروني', is_required: true, order: 2 },
      { field_type: 5, label_en: 'Mobile', label_ar: 'الهاتف المحمول', is_required: true, order: 3, help_text: 'Choose the country dial code, then the number.', help_text_ar: 'اختر رمز الاتصال الدولي، ثم اكتب الرقم.' },
      { field_type: 11, label_en: 'Website', label_ar: 'الموقع الإلكتروني', order: 4 },
      { field_type: 10, label_en: 'Social media accounts', label_ar: 'حسابات التواصل الاجتماعي', order: 5 },
    ],
  },
  {
    name_en: 'Finance', name_ar: 'البيانات المالية', order: 2,
    fields: [
      { field_type: 9, label_en: 'Total donations received', label_ar: 'إجمالي التبرعات المستلمة', is_required: true, order: 1 },
      { field_type: 7, label_en: 'Administrative fee percentage', label_ar: 'نسبة الرسوم الإدارية', order: 2 },
      { field_type: 8, label_en: 'Has a bank account', label_ar: 'لديها حساب مصرفي', is_required: true, order: 3, select_data: YES_NO },
      { field_type: 1, label_en: 'Bank name', label_ar: 'اسم البنك', is_required: true, order: 4, depends_on: 7, show_if: 'Yes' },
      {
        field_type: 6, label_en: 'Licence type', label_ar: 'نوع الترخيص', is_required: true, order: 5,
        select_data: [
          { value: 'charity', label: 'Charity', label_ar: 'جمعية خيرية' },
          { value: 'foundation', label: 'Foundation', label_ar: 'مؤسسة' },
          { value: 'other', label: 'Other', label_ar: 'أخرى' },
        ],
      },
      { field_type: 1, label_en: 'Other licence type', label_ar: 'نوع ترخيص آخر', is_required: true, order: 6, depends_on: 9, show_if: 'Other' },
    ],
  },
  {
    name_en: 'Details', name_ar: 'التفاصيل', order: 3,
    fields: [
      { field_type: 3, label_en: 'Founding date', label_ar: 'تاريخ التأسيس', order: 1 },
      { field_type: 2, label_en: 'Main goals', label_ar: 'الأهداف الرئيسية', order: 2, help_text: 'A few sentences.', help_text_ar: 'بضع جمل.' },
      { field_type: 12, label_en: 'Licence document (PDF)', label_ar: 'وثيقة الترخيص (PDF)', order: 3 },
      { field_type: 1, label_en: 'Internal reference', label_ar: 'مرجع داخلي', order: 4, hide: true },
    ],
  },
];
