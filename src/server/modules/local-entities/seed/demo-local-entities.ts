/** Demo categories and Kuwaiti entities. The first entity is id 1: the demo `le` users' `local_entity_1`. */

export const demoCategories = [
  { name_en: 'Charitable societies', name_ar: 'الجمعيات الخيرية' },
  { name_en: 'Charitable foundations', name_ar: 'المبرات الخيرية' },
  { name_en: 'Committees and funds', name_ar: 'اللجان والصناديق' },
];

/** `category` is the 1-based position in `demoCategories`. */
export const demoLocalEntities = [
  { name: 'جمعية العون الخيرية', name_ar: 'جمعية العون الخيرية', name_en: 'Al-Awn Charitable Society', category: 1, email: 'info@alawn.org.kw', phone: '+96522200001', status: 'active', api: true },
  { name: 'مبرة الخير', name_ar: 'مبرة الخير', name_en: 'Al-Khair Foundation', category: 2, email: 'contact@alkhair.org.kw', phone: '+96522200002', status: 'active', api: false },
  { name: 'جمعية الإحسان', name_ar: 'جمعية الإحسان', name_en: 'Al-Ihsan Society', category: 1, email: 'office@alihsan.org.kw', phone: '+96522200003', status: 'active', api: false },
  { name: 'لجنة زكاة الجهراء', name_ar: 'لجنة زكاة الجهراء', name_en: 'Jahra Zakat Committee', category: 3, email: 'zakat@jahra.org.kw', phone: '+96522200004', status: 'inactive', api: false },
];
