/** Server-side translation over the generated locale tables, and the request's language. */
import i18next, { type TFunction } from 'i18next';
import { languages, resources, type Language } from '../../../generated/i18n/resources.ts';
import { formatInterpolation } from '../../shared/format/interpolation-format.ts';

const DEFAULT_LANGUAGE: Language = 'ar';

// Numbers in the server's texts follow the portal's (spec/formats.yaml: the language's digits and
// grouping), so an error the API gives reads as the portal's own check would say it. Other values go
// in as they are: e-mails and PDFs carry addresses and links that must stay plain text.
const instance = i18next.createInstance().use({
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, _format: unknown, lng: string | undefined, options: { interpolationkey?: string } | undefined) =>
    (typeof value === 'number' ? formatInterpolation(value, lng ?? DEFAULT_LANGUAGE, options?.interpolationkey ?? '') : value) as string,
});
void instance.init({
  resources: Object.fromEntries(languages.map((language) => [language, { translation: resources[language] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
});

const translators = new Map<Language, TFunction>(languages.map((language) => [language, instance.getFixedT(language)]));

/** The text of `key` (e.g. `errors.required`) in `language`, with `{{params}}` filled in. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  return String(translators.get(language)!(key, params));
}

/**
 * Headers already read, and their language: a browser sends the same header with every request, so
 * the parse below runs once per distinct header rather than per request (issue 21 item 5). Bounded:
 * past this many, the oldest is forgotten.
 */
const MAX_KNOWN_HEADERS = 200;
const known = new Map<string, Language>();

/** The best supported language of an Accept-Language header (q-values honoured); Arabic by default. */
export function languageOf(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let language = known.get(header);
  if (language === undefined) {
    language = rankedLanguage(header);
    if (known.size >= MAX_KNOWN_HEADERS) known.delete(known.keys().next().value!);
    known.set(header, language);
  }
  return language;
}

function rankedLanguage(header: string): Language {
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
