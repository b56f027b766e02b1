/**
 * Demo foreign entities. Entity 1 belongs to the demo user `foreign` (permission foreign_entity_1)
 * and is still filling its registration; entity 2 is the approved one of `approved`; all are
 * followed by the demo mission (embassy_mission_1). The last two were imported before the duplicate
 * check existed and share their six identifying values, so the corrupted list has work to show.
 */
export type DemoEntity = { status: number; data: Record<string, unknown> };

const base = (name: string, name_ar: string, email: string, mobile: string, country: string, continent: string) => ({
  name, name_en: name, name_ar, email, mobile, country, continent, mission: 1, license_type: 'charity',
});

export const demoEntities: DemoEntity[] = [
  { status: 0, data: { ...base('Al Amal Relief Foundation', 'مؤسسة الأمل للإغاثة', 'foreign@portal.example', '+962791234567', 'JO', 'AS'), custom_city_en: 'Amman', custom_city_ar: 'عمّان' } },
  { status: 2, data: { ...base('Green Crescent Society', 'جمعية الهلال الأخضر', 'approved@portal.example', '+9647701234567', 'IQ', 'AS'), custom_city_en: 'Baghdad', custom_city_ar: 'بغداد', allowed_for_fund_transfer: true, approved_entity: true } },
  { status: 1, data: { ...base('Hope Water Wells', 'آبار الرجاء للمياه', 'wells@hope.example', '+221771234567', 'SN', 'AF') } },
  { status: 6, data: { ...base('Nour Orphan Care', 'رعاية نور للأيتام', 'info@nour.example', '+923001234567', 'PK', 'AS'), dm_reviewed: true } },
  { status: 8, data: { ...base('Sahel Medical Aid', 'إغاثة الساحل الطبية', 'contact@sahel.example', '+22790123456', 'NE', 'AF'), approved_entity: true } },
  { status: 3, data: { ...base('Bridge of Mercy', 'جسر الرحمة', 'office@mercy.example', '+8801712345678', 'BD', 'AS') } },
  { status: 1, data: { ...base('Al Huda Schools', 'مدارس الهدى', 'admin@alhuda.example', '+905321234567', 'TR', 'AS'), custom_city_en: 'Istanbul' } },
  { status: 0, data: { ...base('Al Huda Schools', 'مدارس الهدى', 'admin@alhuda.example', '+905321234567', 'TR', 'AS'), custom_city_en: 'Istanbul' } },
];

/** Licence types offered when registering an entity. */
export const demoLicenseTypes = [
  { value: 'charity', label_en: 'Charity', label_ar: 'جمعية خيرية', order: 1 },
  { value: 'foundation', label_en: 'Foundation', label_ar: 'مؤسسة', order: 2 },
  { value: 'ngo', label_en: 'Non-governmental organisation', label_ar: 'منظمة غير حكومية', order: 3 },
  { value: 'association', label_en: 'Association', label_ar: 'رابطة', order: 4 },
  { value: 'trust', label_en: 'Trust', label_ar: 'وقف', order: 5 },
  { value: 'other', label_en: 'Other', label_ar: 'أخرى', order: 6 },
];
