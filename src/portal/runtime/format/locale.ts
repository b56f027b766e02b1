/**
 * The Intl locale behind each portal language.
 * English uses en-GB (day/month/year, as the product spec asks). Arabic uses Kuwaiti Arabic with
 * Arabic-Indic digits, pinned through `-u-nu-arab` because newer CLDR data gives plain `ar` Latin
 * digits; Arabic readers of a Kuwaiti ministry expect ٠١٢٣. The day/month/year order is the same.
 */
export function localeOf(language: string): string {
  return language === 'ar' ? 'ar-KW-u-nu-arab' : 'en-GB';
}

/** Separator between the items of a displayed list (the Arabic comma in Arabic). */
export function listSeparatorOf(language: string): string {
  return language === 'ar' ? '، ' : ', ';
}

/** Formats a plain number with the language's digits and grouping. */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}
