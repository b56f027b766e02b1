/**
 * The foreign-entity registration form (form `foreign_entity`) as first seeded: the registration
 * labels of product spec section 3, bilingual. Ministry admins change it through form-tabs/ and
 * form-fields/ afterwards. `depends_on` is an index into the whole list of fields (0-based).
 */
import type { DynamicField, FormTab, SelectOption } from '../../../../shared/dynamic-forms/index.ts';

type TabSeed = Omit<FormTab, 'id' | 'form'> & { fields: Omit<DynamicField, 'id' | 'form_tab'>[] };

const YES_NO: SelectOption[] = [
  { value: 'yes', label: 'Yes', label_ar: 'نعم' },
  { value: 'no', label: 'No', label_ar: 'لا' },
];

export const registrationForm: TabSeed[] = [
  {
    name_en: 'Organisation', name_ar: 'المنظمة', order: 1,
    fields: [
      { field_type: 1, label_en: 'Name in Latin letters as per the bank', label_ar: 'الاسم بالأحرف اللاتينية كما لدى البنك', is_required: true, order: 1 },
      { field_type: 1, label_en: 'Register number', label_ar: 'رقم القيد', is_required: true, order: 2 },
      { field_type: 1, label_en: 'Nationality', label_ar: 'الجنسية', order: 3 },
      { field_type: 11, label_en: 'Website', label_ar: 'الموقع الإلكتروني', order: 4 },
      { field_type: 10, label_en: 'Social media accounts', label_ar: 'حسابات التواصل الاجتماعي', order: 5 },
    ],
  },
  {
    name_en: 'Employees and branches', name_ar: 'الموظفون والفروع', order: 2,
    fields: [
      { field_type: 7, label_en: 'Total employees', label_ar: 'إجمالي الموظفين', is_required: true, order: 1 },
      { field_type: 7, label_en: 'Full-time employees', label_ar: 'الموظفون بدوام كامل', order: 2 },
      { field_type: 7, label_en: 'Volunteers', label_ar: 'المتطوعون', order: 3 },
      { field_type: 7, label_en: 'Branches inside the country', label_ar: 'الفروع داخل الدولة', order: 4 },
      { field_type: 8, label_en: 'Branches outside the country', label_ar: 'فروع خارج الدولة', is_required: true, order: 5, select_data: YES_NO },
      { field_type: 2, label_en: 'Where the branches outside the country are', label_ar: 'أماكن الفروع خارج الدولة', is_required: true, order: 6, depends_on: 9, show_if: 'Yes' },
    ],
  },
  {
    name_en: 'Activity', name_ar: 'النشاط', order: 3,
    fields: [
      { field_type: 7, label_en: 'Projects in the past 12 months', label_ar: 'المشاريع خلال الأشهر الاثني عشر الماضية', order: 1 },
      { field_type: 9, label_en: 'Total donations received', label_ar: 'إجمالي التبرعات المستلمة', is_required: true, order: 2 },
      { field_type: 7, label_en: 'Administrative fee percentage', label_ar: 'نسبة الرسوم الإدارية', is_required: true, order: 3, help_text: 'The share of donations kept for administration, in percent.', help_text_ar: 'نسبة التبرعات التي تُحتفظ بها للمصروفات الإدارية، بالمئة.' },
      { field_type: 2, label_en: 'Donors cooperation', label_ar: 'التعاون مع المانحين', order: 4 },
    ],
  },
  {
    name_en: 'Board members and office bearers', name_ar: 'أعضاء مجلس الإدارة وشاغلو المناصب', order: 4,
    fields: [
      { field_type: 1, label_en: 'President', label_ar: 'الرئيس', is_required: true, order: 1 },
      { field_type: 1, label_en: 'Vice president', label_ar: 'نائب الرئيس', order: 2 },
      { field_type: 1, label_en: 'Treasurer', label_ar: 'أمين الصندوق', order: 3 },
      { field_type: 1, label_en: 'General manager or CEO', label_ar: 'المدير العام أو الرئيس التنفيذي', is_required: true, order: 4 },
      { field_type: 1, label_en: 'Director of finance', label_ar: 'المدير المالي', order: 5 },
      { field_type: 1, label_en: 'Project manager', label_ar: 'مدير المشاريع', order: 6 },
      { field_type: 1, label_en: 'Member', label_ar: 'عضو', order: 7 },
      { field_type: 2, label_en: 'Others', label_ar: 'آخرون', order: 8 },
    ],
  },
  {
    name_en: 'Goals and achievements', name_ar: 'الأهداف والإنجازات', order: 5,
    fields: [
      { field_type: 2, label_en: 'Main goals', label_ar: 'الأهداف الرئيسية', is_required: true, order: 1 },
      { field_type: 2, label_en: 'Top achievements', label_ar: 'أبرز الإنجازات', order: 2 },
    ],
  },
];
