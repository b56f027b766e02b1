/** Demo content records: social links, categories, settings, texts and instructions. */

/** Footer icons (social-links/). */
export const demoSocialLinks = [
  { network: 'x', url: 'https://x.com/MOFAKuwait', order: 1 },
  { network: 'instagram', url: 'https://www.instagram.com/mofakuwait/', order: 2 },
  { network: 'youtube', url: 'https://www.youtube.com/@mofakuwait', order: 3 },
  { network: 'facebook', url: 'https://www.facebook.com/MOFAKuwait', order: 4 },
];

/** Base categories and one sub-category each (categories/). */
export const demoCategories: Array<{ name_en: string; name_ar: string; children: Array<[string, string]> }> = [
  { name_en: 'Relief', name_ar: 'الإغاثة', children: [['Food aid', 'المساعدات الغذائية']] },
  { name_en: 'Education', name_ar: 'التعليم', children: [['Scholarships', 'المنح الدراسية']] },
  { name_en: 'Health', name_ar: 'الصحة', children: [['Medical supplies', 'المستلزمات الطبية']] },
];

/** Settings (settings/). */
export const demoSettings = [
  { key: 'support_email', value: 'support@example.gov.kw' },
  { key: 'max_daily_fund_transfers', value: '10' },
  // Kuwait Mobile ID before a fund transaction is submitted: `true` once PACI's service is configured.
  { key: 'ft_paci_required', value: 'false' },
];

/** General texts (general/) and instructions (general-instructions/). */
export const demoTexts = {
  general: [{ key: 'about', title_en: 'About the portal', title_ar: 'عن البوابة', body_en: 'Oversight of charity and aid work abroad.', body_ar: 'الرقابة على العمل الخيري والإغاثي في الخارج.' }],
  instructions: [
    { section: 'support_request', order: 1, title_en: 'Before you apply', title_ar: 'قبل تقديم الطلب', body_en: 'Prepare the project budget and the bank letter.', body_ar: 'جهّز ميزانية المشروع وخطاب البنك.' },
  ],
  reminders: [{ title_en: 'Renew your registration', title_ar: 'جدّد تسجيلك', body_en: 'Registrations expire after one year.', body_ar: 'ينتهي التسجيل بعد سنة واحدة.', active: true }],
};
