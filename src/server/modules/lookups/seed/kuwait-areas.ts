/**
 * Data, not code: the six governorates of Kuwait and their main areas, the starting set of the
 * provinces/ and cities/ tables (ministry admins add the rest). No maintained npm package lists
 * Kuwait's areas in Arabic and English, so this small table is kept here, once, as seed data.
 */
type Area = [en: string, ar: string];
type Governorate = { en: string; ar: string; areas: Area[] };

/** Governorates with their areas, names in English and Arabic. */
export const kuwaitGovernorates: Governorate[] = [
  { en: 'Capital', ar: 'العاصمة', areas: [['Kuwait City', 'مدينة الكويت'], ['Sharq', 'شرق'], ['Dasman', 'دسمان'], ['Shuwaikh', 'الشويخ'], ['Kaifan', 'كيفان'], ['Shamiya', 'الشامية']] },
  { en: 'Hawalli', ar: 'حولي', areas: [['Hawalli', 'حولي'], ['Salmiya', 'السالمية'], ['Jabriya', 'الجابرية'], ['Rumaithiya', 'الرميثية'], ['Bayan', 'بيان'], ['Mishref', 'مشرف']] },
  { en: 'Farwaniya', ar: 'الفروانية', areas: [['Farwaniya', 'الفروانية'], ['Khaitan', 'خيطان'], ['Jleeb Al-Shuyoukh', 'جليب الشيوخ'], ['Ardiya', 'العارضية'], ['Rabiya', 'الرابية']] },
  { en: 'Mubarak Al-Kabeer', ar: 'مبارك الكبير', areas: [['Mubarak Al-Kabeer', 'مبارك الكبير'], ['Sabah Al-Salem', 'صباح السالم'], ['Qurain', 'القرين'], ['Adan', 'العدان'], ['Messila', 'المسيلة']] },
  { en: 'Ahmadi', ar: 'الأحمدي', areas: [['Ahmadi', 'الأحمدي'], ['Fahaheel', 'الفحيحيل'], ['Mangaf', 'المنقف'], ['Fintas', 'الفنطاس'], ['Abu Halifa', 'أبو حليفة'], ['Wafra', 'الوفرة']] },
  { en: 'Jahra', ar: 'الجهراء', areas: [['Jahra', 'الجهراء'], ['Sulaibiya', 'الصليبية'], ['Qasr', 'القصر'], ['Naseem', 'النسيم'], ['Abdali', 'العبدلي']] },
];
