import { describe, expect, it } from 'vitest';
import { dateOfIsoDay, isoDayOf, parseTypedDay, toWesternDigits } from '../../../src/shared/format/calendar-day.ts';
import { formatDate } from '../../../src/shared/format/format-date.ts';

describe('a typed day becomes the form value yyyy-mm-dd', () => {
  it('reads day/month/year and yyyy-mm-dd, in Western or Arabic-Indic digits', () => {
    expect(parseTypedDay('1/12/2026')).toBe('2026-12-01');
    expect(parseTypedDay('01.12.2026')).toBe('2026-12-01');
    expect(parseTypedDay('٠١/١٢/٢٠٢٦')).toBe('2026-12-01');
    expect(parseTypedDay('2026-12-01')).toBe('2026-12-01');
    // What the picker itself shows in Arabic (with Intl's right-to-left marks) reads back as the same day.
    expect(parseTypedDay(formatDate('2026-03-15', 'ar'))).toBe('2026-03-15');
  });

  it('refuses what is no day', () => {
    for (const text of ['31/02/2026', '12/31/2026', '2026-13-01', 'tomorrow', '', '1/2']) expect(parseTypedDay(text), text).toBeUndefined();
  });

  it('keeps the local day both ways', () => {
    const day = dateOfIsoDay('2026-03-29')!; // a daylight-saving Sunday in Europe: noon keeps the day
    expect(isoDayOf(day)).toBe('2026-03-29');
    expect(dateOfIsoDay('2026-02-30')).toBeUndefined();
    expect(toWesternDigits('٢٠٢٦\u200f')).toBe('2026');
  });
});
