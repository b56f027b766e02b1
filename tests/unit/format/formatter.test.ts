import { describe, expect, it } from 'vitest';
import { languageFormats } from '../../../generated/formats.ts';
import { isLtrValue, isolateLtr, isolateValue } from '../../../src/shared/format/bidi.ts';
import { formatDate } from '../../../src/shared/format/format-date.ts';
import { formatInterpolation } from '../../../src/shared/format/interpolation-format.ts';
import { formatNumber, localeOf } from '../../../src/shared/format/locale.ts';
import { decimalsOf, formatAmount, formatMoney } from '../../../src/shared/format/money.ts';

const ARABIC_INDIC = /^[\u0660-\u0669٬٫\u200f/\s،:]+$/;
const WESTERN = /[0-9]/;

describe('one numeral system per language, as spec/formats.yaml decides', () => {
  it('writes Arabic with Arabic-Indic digits and English with Western ones, counts and dates alike', () => {
    expect(languageFormats.ar).toEqual({ locale: 'ar-KW', numerals: 'arab' });
    expect(localeOf('ar')).toBe('ar-KW-u-nu-arab');
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatDate('2026-12-10', 'ar')).toMatch(ARABIC_INDIC);
    expect(formatDate('2026-12-10', 'ar')).not.toMatch(WESTERN);
    expect(formatDate('2026-12-10', 'en')).toBe('10/12/2026');
  });

  it('puts numbers and days into translated texts in the language’s digits', () => {
    expect(formatInterpolation(3, 'ar', 'count')).toBe('٣');
    expect(formatInterpolation(12000, 'en', 'total')).toBe('12,000');
    expect(formatInterpolation(2026, 'ar', 'year')).toBe('٢٠٢٦'); // an identifier: no grouping
    expect(formatInterpolation('2026-11-28', 'en', 'limit')).toBe('28/11/2026');
    expect(formatInterpolation({ a: 1 }, 'ar')).toEqual({ a: 1 });
  });
});

describe('money keeps its currency’s decimals', () => {
  it('KWD three, USD two, others per ISO 4217', () => {
    expect([decimalsOf('KWD'), decimalsOf('usd'), decimalsOf('JPY'), decimalsOf('BHD'), decimalsOf('EUR')]).toEqual([3, 2, 0, 3, 2]);
    expect(decimalsOf('XX1')).toBe(2); // no such currency
  });

  it('shows a KWD amount 2500.750 as 2,500.750, never 2,500.75', () => {
    expect(formatAmount(2500.75, 'KWD', 'en')).toBe('2,500.750');
    expect(formatAmount(2500.75, 'KWD', 'ar')).toBe('٢٬٥٠٠٫٧٥٠');
    expect(formatAmount(2500.75, 'USD', 'en')).toBe('2,500.75');
    expect(formatMoney(1000, 'JPY', 'en')).toMatch(/1,000(?!\.)/);
    expect(formatMoney(2500.75, 'KWD', 'en')).toMatch(/2,500\.750/);
  });
});

describe('left-to-right values inside Arabic text', () => {
  it('knows phones, e-mails, addresses and codes from words', () => {
    for (const value of ['+96550000005', '+965 5000 0005', 'info@alamal.org', 'https://portal.example/x', 'FT-2026-0012', 'KW81CBKU0000000000001234560101']) {
      expect(isLtrValue(value), value).toBe(true);
    }
    for (const value of ['جمعية العون', 'Amal', 'Orphans care', '']) expect(isLtrValue(value), value).toBe(false);
  });

  it('isolates them with LRI … PDI in Arabic only, so +965… keeps its plus sign in front', () => {
    expect(isolateLtr('+96550000005')).toBe('\u2066+96550000005\u2069');
    expect(isolateLtr('')).toBe('');
    expect(isolateValue('+96550000005', 'ar')).toBe('\u2066+96550000005\u2069');
    expect(isolateValue('+96550000005', 'en')).toBe('+96550000005');
    expect(isolateValue('جمعية العون', 'ar')).toBe('جمعية العون');
    expect(formatInterpolation('foreign@portal.example', 'ar', 'email')).toBe('\u2066foreign@portal.example\u2069');
  });
});
