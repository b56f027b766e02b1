import type { SpecFile, FormatsFile } from '../load-spec.ts';
import { LANGUAGES } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import { constModule } from './banner.ts';

/** One language's formats as the portal and the server read them. */
export type LanguageFormat = { locale: string; numerals: string };

/**
 * `generated/formats.ts` from `spec/formats.yaml`: every language of the portal must name a locale
 * Intl knows and a numbering system Intl supports (`arab`, `latn`, …). Nothing when the file is absent.
 */
export function emitFormats(file: SpecFile<FormatsFile> | undefined, problems: Problems): Record<string, string> {
  if (!file) return {};
  const numerals = new Set(Intl.supportedValuesOf('numberingSystem'));
  const formats: Record<string, LanguageFormat> = {};
  for (const language of LANGUAGES) {
    const entry = file.data?.languages?.[language];
    if (!entry?.locale || !entry.numerals) {
      problems.add(file.file, `languages.${language} needs a locale and numerals`);
      continue;
    }
    if (!numerals.has(entry.numerals)) problems.add(file.file, `languages.${language}.numerals: "${entry.numerals}" is no Intl numbering system`);
    else if (Intl.NumberFormat.supportedLocalesOf([entry.locale]).length === 0) problems.add(file.file, `languages.${language}.locale: "${entry.locale}" is unknown to Intl`);
    formats[language] = { locale: entry.locale, numerals: entry.numerals };
  }
  return { 'formats.ts': constModule('languageFormats', formats, 'Record<string, { locale: string; numerals: string }>') };
}
