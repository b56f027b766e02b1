import { afterEach, describe, expect, it } from 'vitest';
import { languageFormats } from '../../../generated/formats.ts';
import { formatDateTime } from '../../../src/shared/format/format-date.ts';
import { formatNumber, localeOf } from '../../../src/shared/format/locale.ts';
import { plainDateTime, plainInteger } from '../../../src/shared/format/plain-formats.ts';

// The portal writes whole numbers and the header's date without Intl (src/shared/format/plain-formats.ts),
// which must give exactly what Intl gives, in every language of spec/formats.yaml.
const locales = Object.keys(languageFormats).map((language) => ({ language, locale: localeOf(language) }));
const DATE_TIME: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' };
const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('whole numbers without Intl', () => {
  const numbers = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 10_000, 99_999, 100_000, 123_456, 1_234_567, 12_345_678, Number.MAX_SAFE_INTEGER];

  it.each(locales)('are written as Intl writes them in $language, grouped and not', ({ locale }) => {
    for (const value of numbers) {
      expect(plainInteger(value, locale, true)).toBe(new Intl.NumberFormat(locale).format(value));
      expect(plainInteger(value, locale, false)).toBe(new Intl.NumberFormat(locale, { useGrouping: false }).format(value));
    }
  });

  it('leaves fractions, negative numbers, other options and unknown locales to Intl', () => {
    expect(plainInteger(1.5, 'en-GB-u-nu-latn', true)).toBeUndefined();
    expect(plainInteger(-3, 'en-GB-u-nu-latn', true)).toBeUndefined();
    expect(plainInteger(3, 'fr-FR', true)).toBeUndefined();
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(-1234, 'ar')).toBe(new Intl.NumberFormat(localeOf('ar')).format(-1234));
    expect(formatNumber(1234, 'en', { notation: 'compact' })).toBe(new Intl.NumberFormat(localeOf('en'), { notation: 'compact' }).format(1234));
    expect(formatNumber(2026, 'ar', { useGrouping: false })).toBe('٢٠٢٦');
  });
});

describe('dates and times without Intl', () => {
  // Whole and half-hour offsets, summer time, and both sides of noon and midnight.
  it.each(['UTC', 'Asia/Kuwait', 'Europe/London', 'America/St_Johns', 'Australia/Adelaide'])('are written as Intl writes them in the viewer’s zone (%s)', (zone) => {
    process.env.TZ = zone;
    for (const { locale } of locales) {
      const intl = new Intl.DateTimeFormat(locale, DATE_TIME);
      expect(intl.resolvedOptions().timeZone).toBe(zone);
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 7 * 3600_000 + 13 * 60_000) {
        const date = new Date(time);
        expect(plainDateTime(date, locale)).toBe(intl.format(date));
      }
    }
  });

  it('keep Intl for another time zone, and for years outside 1000–9999', () => {
    expect(plainDateTime(new Date(Date.UTC(10_000, 0, 1)), 'en-GB-u-nu-latn')).toBeUndefined();
    expect(formatDateTime('2026-03-05T08:30:00Z', 'en', 'Asia/Kuwait')).toBe('05/03/2026, 11:30');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
