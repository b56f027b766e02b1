import { languageFormats } from '../../../generated/formats.ts';
import { plainInteger } from './plain-formats.ts';

/**
 * The Intl locale behind each portal language, with the numeral system `spec/formats.yaml` decides
 * (Arabic: Kuwaiti Arabic with Arabic-Indic digits, pinned through `-u-nu-arab` since newer CLDR data
 * gives plain `ar` Latin digits; English: en-GB, day/month/year as the product spec asks).
 * Every number and date the portal or its prints show goes through it.
 */
export function localeOf(language: string): string {
  const format = languageFormats[language] ?? languageFormats.en!;
  return `${format.locale}-u-nu-${format.numerals}`;
}

/** Separator between the items of a displayed list (the Arabic comma in Arabic). */
export function listSeparatorOf(language: string): string {
  return language === 'ar' ? '، ' : ', ';
}

// Building an Intl formatter costs far more than using one, and a list of 9999 rows formats its
// visible cells on every scroll frame: formatters are made once per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** The language's number formatter for these options (made once, then reused). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', language, options, () => new Intl.NumberFormat(localeOf(language), options));
}

/** The language's date formatter for these options (made once, then reused). */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', language, options, () => new Intl.DateTimeFormat(localeOf(language), options));
}

/** Formats a plain number with the language's digits and grouping (a whole number without Intl: plain-formats.ts). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  const grouping = options === undefined ? true : Object.keys(options).length === 1 && options.useGrouping === false ? false : undefined;
  const plain = grouping === undefined ? undefined : plainInteger(value, localeOf(language), grouping);
  return plain ?? numberFormat(language, options).format(value);
}
