/** Server-side translation over the generated locale tables, and the request's language. */
import i18next, { type TFunction } from 'i18next';
import { languages, resources, type Language } from '../../../generated/i18n/resources.ts';

const DEFAULT_LANGUAGE: Language = 'ar';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(languages.map((language) => [language, { translation: resources[language] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const translators = new Map<Language, TFunction>(languages.map((language) => [language, instance.getFixedT(language)]));

/** The text of `key` (e.g. `errors.required`) in `language`, with `{{params}}` filled in. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  return String(translators.get(language)!(key, params));
}

/** The best supported language of an Accept-Language header (q-values honoured); Arabic by default. */
export function languageOf(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.q > 0 && (languages as readonly string[]).includes(entry.primary))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}
