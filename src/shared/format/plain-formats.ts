/**
 * Whole numbers, and instants as dd/mm/yyyy, hh:mm, written without Intl for the two locales of
 * `spec/formats.yaml`, exactly as Intl writes them (tests/unit/shell/plain-formats.test.ts compares
 * both, and the e2e guards spec compares the header's date with Chromium's own Intl).
 *
 * Why: the first Intl number or date formatter a page builds costs Chromium 60–170 ms on this
 * machine (ICU's locale data), the next one under a millisecond. The overview needs only these two
 * shapes — the header's last login and the figures' totals — and building one formatter was about a
 * third of the signed-in layout's first render, four times over under Lighthouse's CPU throttling
 * (issue 19 item 7). Anything else (fractions, negative numbers, other options, another time zone or
 * locale) goes to Intl as before.
 */

type Shapes = {
  /** The locale's digits, 0 to 9. */
  digits: string;
  /** Between groups of three digits. */
  group: string;
  /** dd/mm/yyyy, hh:mm from its parts (`hour` as the locale's clock shows it). */
  dateTime: (day: string, month: string, year: string, hours: number, minutes: string, digitsOf: (value: number, width: number) => string) => string;
};

const RLM = '\u200f';

// Keyed by the Intl locale (shared/format/locale.ts, localeOf); a locale not here goes to Intl.
const SHAPES: Record<string, Shapes> = {
  // Kuwaiti Arabic with Arabic-Indic digits: a right-to-left mark after the day and the month, the
  // Arabic comma, a 12-hour clock and ص / م (before / after noon).
  'ar-KW-u-nu-arab': {
    digits: '٠١٢٣٤٥٦٧٨٩',
    group: '٬',
    dateTime: (day, month, year, hours, minutes, digitsOf) => `${day}${RLM}/${month}${RLM}/${year}، ${digitsOf(hours % 12 || 12, 2)}:${minutes} ${hours < 12 ? 'ص' : 'م'}`,
  },
  // British English: a 24-hour clock.
  'en-GB-u-nu-latn': {
    digits: '0123456789',
    group: ',',
    dateTime: (day, month, year, hours, minutes, digitsOf) => `${day}/${month}/${year}, ${digitsOf(hours, 2)}:${minutes}`,
  },
};

/** `value` in the shape's digits, zero-padded to `width`. */
function digitsIn(shapes: Shapes, value: number, width: number): string {
  return String(value)
    .padStart(width, '0')
    .replace(/\d/g, (digit) => shapes.digits[Number(digit)]!);
}

/**
 * A whole number from 0 up as Intl writes it in `locale` (grouped unless `grouping` is false), or
 * undefined when that is not such a number or the locale is not one of ours.
 */
export function plainInteger(value: number, locale: string, grouping: boolean): string | undefined {
  const shapes = SHAPES[locale];
  if (!shapes || !Number.isSafeInteger(value) || value < 0) return undefined;
  const latin = String(value);
  const grouped = grouping ? latin.replace(/\B(?=(?:\d{3})+$)/g, ',') : latin;
  return grouped.replace(/[\d,]/g, (character) => (character === ',' ? shapes.group : shapes.digits[Number(character)]!));
}

/** An instant as dd/mm/yyyy, hh:mm in the viewer's time zone, as Intl writes it in `locale`; undefined as above, or for a year outside 1000–9999. */
export function plainDateTime(date: Date, locale: string): string | undefined {
  const shapes = SHAPES[locale];
  const year = date.getFullYear();
  if (!shapes || !(year >= 1000 && year <= 9999)) return undefined;
  const two = (value: number) => digitsIn(shapes, value, 2);
  return shapes.dateTime(two(date.getDate()), two(date.getMonth() + 1), digitsIn(shapes, year, 4), date.getHours(), two(date.getMinutes()), (value, width) => digitsIn(shapes, value, width));
}
