/** Demo references: Arabic titles, mixed audiences, one hidden; each with a small PDF. */

export type DemoReference = { data: Record<string, unknown>; fileName: string; pdfLines: string[] };

export const demoReferences: DemoReference[] = [
  {
    data: {
      title: 'دليل تسجيل الجهات الخيرية الأجنبية',
      author: 'إدارة الشؤون الخيرية',
      description: 'خطوات تسجيل الجهة الأجنبية والمستندات المطلوبة وآلية المراجعة.',
      published_date: '2025-09-01',
      visible: true,
      user_types: ['fe', 'fe_approved', 'dm'],
    },
    fileName: 'foreign-entity-registration-guide.pdf',
    pdfLines: ['Foreign entity registration guide', 'Steps, required documents and review.'],
  },
  {
    data: {
      title: 'ضوابط تحويل الأموال إلى الجهات الخيرية',
      author: 'إدارة التحويلات المالية',
      description: 'الحدود اليومية والمستندات المطلوبة لتحويل الأموال من الجهات الكويتية.',
      published_date: '2025-11-15',
      visible: true,
      user_types: ['le', 'mofa_ft_users', 'fe_approved'],
    },
    fileName: 'fund-transfer-rules.pdf',
    pdfLines: ['Fund transfer rules', 'Daily limits and required documents.'],
  },
  {
    data: {
      title: 'تعليمات السفر الآمن لفرق العمل الخيري',
      author: 'إدارة السفر الآمن',
      description: 'ما يلزم قبل سفر المتطوعين وأثناءه، وأرقام الطوارئ.',
      published_date: '2026-01-10',
      visible: true,
      user_types: ['le', 'moi', 'dm', 'awqaf'],
    },
    fileName: 'safe-travel-instructions.pdf',
    pdfLines: ['Safe travel instructions', 'Before and during travel; emergency numbers.'],
  },
  {
    data: {
      title: 'مسودة سياسة التدقيق الداخلي',
      author: 'مكتب التدقيق',
      description: 'مسودة غير منشورة للمراجعة الداخلية.',
      published_date: '2026-02-01',
      visible: false,
      user_types: ['le', 'mofa_staff'],
    },
    fileName: 'internal-audit-policy-draft.pdf',
    pdfLines: ['Internal audit policy (draft)', 'Not published.'],
  },
];
