/**
 * The visual order of a PDF line: what a reader sees from left to right for mixed Arabic, Latin
 * and digits, and what fontkit is handed so that its own reversal of Arabic-script pieces lands
 * the glyphs in that order.
 */
import { describe, expect, it } from 'vitest';
import { directionOf, visualRuns, type Direction } from '../../../src/server/platform/exports/pdf/bidi-runs.ts';
import { segmentsOf, visualText } from '../../../src/server/platform/exports/pdf/font-segments.ts';
import { faceOf } from '../../../src/server/platform/exports/pdf/fonts.ts';
import { wrapText } from '../../../src/server/platform/exports/pdf/wrap-text.ts';

const segments = (text: string, base: Direction) => segmentsOf(visualRuns(text, base), faceOf, base === 'rtl' ? 'arabic' : 'latin');
const seen = (text: string, base: Direction) => visualText(segments(text, base));

describe('visual order of a line', () => {
  it('puts a Latin word after an Arabic label to its left on an Arabic page', () => {
    expect(seen('الحالة: Approved', 'rtl')).toBe('Approved :ةلاحلا');
  });

  it('keeps numbers left to right inside Arabic, the Arabic words right to left', () => {
    expect(seen('رقم 123 من 456', 'rtl')).toBe('456 نم 123 مقر');
  });

  it('reverses only the Arabic run of an English line', () => {
    expect(seen('Name: جمعية الأمل (Jordan)', 'ltr')).toBe('Name: لمألا ةيعمج (Jordan)');
  });

  it('mirrors brackets in a right-to-left run', () => {
    expect(seen('مؤسسة (الأمل)', 'rtl')).toBe('(لمألا) ةسسؤم');
  });

  it('drops the direction marks Intl puts in Arabic dates and keeps the day at the right', () => {
    expect(seen('١٢\u200f/٠٥\u200f/٢٠٢٦', 'rtl')).toBe('٢٠٢٦/٠٥/١٢');
  });

  it('leaves a Latin-only line alone in either direction', () => {
    expect(seen('Hope Relief 12', 'rtl')).toBe('Hope Relief 12');
    expect(seen('foreign@portal.example', 'ltr')).toBe('foreign@portal.example');
  });
});

describe('pieces handed to fontkit', () => {
  it('gives Arabic letters to Naskh whole (so they join) and Latin to Noto Sans, spaces staying with their neighbours', () => {
    const pieces = segments('جمعية الأمل Hope Relief', 'rtl');
    expect(pieces.map((p) => [p.face, p.input])).toEqual([['latin', 'Hope Relief'], ['arabic', 'جمعية الأمل ']]);
  });

  it('hands Arabic-Indic digits reversed, since fontkit reverses anything in Arabic script', () => {
    const date = segments('١٢\u200f/٠٥\u200f/٢٠٢٦', 'rtl');
    expect(date[0]).toMatchObject({ text: '٢٠٢٦', rtl: false, input: '٦٢٠٢' });
    // Without the marks a date is one left-to-right number: day at the left.
    expect(seen('١٢/٠٥/٢٠٢٦', 'rtl')).toBe('١٢/٠٥/٢٠٢٦');
  });

  it('hands a bracket in a right-to-left run as is after mirroring it', () => {
    const pieces = segments('مؤسسة (الأمل)', 'rtl');
    expect(pieces[0]).toMatchObject({ face: 'latin', text: '(', rtl: true });
  });
});

describe('direction of a value on its own', () => {
  it('follows the first strong letter, left to right without one', () => {
    expect(directionOf('جمعية 12', 'ltr')).toBe('rtl');
    expect(directionOf('12 Hope', 'rtl')).toBe('ltr');
    expect(directionOf('+962 79', 'ltr')).toBe('ltr');
    expect(directionOf('+962 79', 'rtl')).toBe('rtl');
  });
});

describe('wrapping', () => {
  const measure = (text: string) => text.length;

  it('breaks between words and cuts a word longer than the line', () => {
    expect(wrapText('one two three', 7, measure)).toEqual(['one two', 'three']);
    expect(wrapText('relief12@test.example ok', 8, measure)).toEqual(['relief12', '@test.ex', 'ample ok']);
    expect(wrapText('a\nb', 10, measure)).toEqual(['a', 'b']);
  });
});
