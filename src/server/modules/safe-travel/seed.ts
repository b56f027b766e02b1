/** Demo travel advice (written without Arabic diacritics, as such notices are) for a few countries the demo entities travel to (the ministry keeps and changes them). */
import type { SeedContext } from '../../platform/module.ts';

const ADVICE: Array<{ country: string; level: 'info' | 'caution' | 'avoid'; en: string; ar: string }> = [
  {
    country: 'JO', level: 'info',
    en: 'Register with the Embassy of Kuwait in Amman on arrival. Keep copies of passports apart from the originals.',
    ar: 'سجلوا لدى سفارة دولة الكويت في عمان عند الوصول. احتفظوا بنسخ من الجوازات بعيدا عن الأصول.',
  },
  {
    country: 'TR', level: 'caution',
    en: 'Avoid the border areas with Syria. Tell the Embassy in Ankara the dates of every field visit.',
    ar: 'تجنبوا المناطق الحدودية مع سوريا. أبلغوا السفارة في أنقرة بمواعيد كل زيارة ميدانية.',
  },
  {
    country: 'LB', level: 'caution',
    en: 'Travel in daylight only and keep away from demonstrations. The Embassy in Beirut answers around the clock.',
    ar: 'تنقلوا في النهار فقط وابتعدوا عن التجمعات. سفارة دولة الكويت في بيروت تجيب على مدار الساعة.',
  },
  {
    country: 'SD', level: 'avoid',
    en: 'The ministry advises against all travel. Relief work goes through the partner organisations on the ground.',
    ar: 'تنصح الوزارة بعدم السفر مطلقا. يتم العمل الإغاثي عبر المنظمات الشريكة الموجودة على الأرض.',
  },
];

export async function seedSafeTravel({ tx, admin }: SeedContext): Promise<void> {
  for (const advice of ADVICE) {
    await tx.query(`INSERT INTO safe_travel_message_records (data, created_by) VALUES ($1::jsonb, $2)`, [
      JSON.stringify({ country: advice.country, level: advice.level, message_en: advice.en, message_ar: advice.ar }), admin,
    ]);
  }
}
