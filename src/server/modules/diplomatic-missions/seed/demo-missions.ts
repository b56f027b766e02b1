/**
 * Demo missions. The first is the embassy the demo mission user is bound to (`embassy_mission_1`)
 * and the foreign entities' `mission: 1` point at, so it keeps id 1.
 */
export const demoMissions: Array<Record<string, unknown>> = [
  { type: 'embassy', name: 'سفارة دولة الكويت في عمّان', name_ar: 'سفارة دولة الكويت في عمّان', name_en: 'Embassy of the State of Kuwait in Amman', email: 'amman@mofa.example', continent: 'AS', country: 'JO', accredit_country: ['JO', 'IQ', 'PS'] },
  { type: 'embassy', name: 'سفارة دولة الكويت في القاهرة', name_ar: 'سفارة دولة الكويت في القاهرة', name_en: 'Embassy of the State of Kuwait in Cairo', email: 'cairo@mofa.example', continent: 'AF', country: 'EG', accredit_country: ['EG', 'SD'] },
  { type: 'general', name: 'القنصلية العامة لدولة الكويت في إسطنبول', name_ar: 'القنصلية العامة لدولة الكويت في إسطنبول', name_en: 'Consulate General of Kuwait in Istanbul', email: 'istanbul@mofa.example', continent: 'AS', country: 'TR' },
  { type: 'permanent', name: 'الوفد الدائم لدولة الكويت لدى الأمم المتحدة في جنيف', name_ar: 'الوفد الدائم لدولة الكويت لدى الأمم المتحدة في جنيف', name_en: 'Permanent Mission of Kuwait to the UN in Geneva', email: 'geneva@mofa.example', continent: 'EU', country: 'CH' },
];
