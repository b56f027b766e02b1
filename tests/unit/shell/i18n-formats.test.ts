import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { formatDate, formatDateTime } from '../../../src/shared/format/format-date.ts';
import { formatMoney } from '../../../src/shared/format/money.ts';

const toLatinDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u200f\u200e\u061c]/g, '');

describe('Arabic plural forms through i18next', () => {
  const ar = i18n.getFixedT('ar');
  const en = i18n.getFixedT('en');
  const unread = (t: typeof ar, count: number) => t('shell.notifications.unread', { count });

  it('uses all six CLDR forms: zero, one, two, few, many, other', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => unread(ar, count));
    expect(new Set(forms).size).toBe(6);
    expect(forms[0]).toBe('لا توجد إشعارات غير مقروءة');
    expect(forms[1]).toBe('إشعار واحد غير مقروء');
    expect(forms[2]).toBe('إشعاران غير مقروءين');
    // The count is written in Arabic-Indic digits, as spec/formats.yaml decides for Arabic.
    expect(forms[3]).toBe('٣ إشعارات غير مقروءة'); // few: 3–10
    expect(unread(ar, 10)).toBe(forms[3]!.replace('٣', '١٠'));
    expect(forms[4]).toBe('١١ إشعارًا غير مقروء'); // many: 11–99
    expect(unread(ar, 99)).toBe(forms[4]!.replace('١١', '٩٩'));
    expect(forms[5]).toBe('١٠٠ إشعار غير مقروء'); // other: 100–102
  });

  it('uses one and other in English', () => {
    expect(unread(en, 1)).toBe('1 unread notification');
    expect(unread(en, 2)).toBe('2 unread notifications');
  });
});

describe('dates are day-month-year', () => {
  it('shows en-GB dates in English and the same order in Arabic', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026');
    expect(toLatinDigits(formatDate('2026-03-05', 'ar'))).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05T08:30:00Z', 'en', 'UTC')).toMatch(/^05\/03\/2026/);
  });
});

describe('money', () => {
  it('shows KWD with three decimals and USD with two', () => {
    expect(formatMoney(1234.5, 'KWD', 'en')).toMatch(/1,234\.500/);
    expect(formatMoney(1234.5, 'USD', 'en')).toMatch(/1,234\.50(?!\d)/);
    expect(toLatinDigits(formatMoney(1234.5, 'KWD', 'ar'))).toMatch(/1٬234٫500/);
    expect(formatMoney(0.0005, 'KWD', 'en')).toMatch(/0\.001/);
  });
});
