import i18next from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languageLoaders } from '../../../generated/i18n/loaders.ts';
import type { Language } from '../../../generated/i18n/resources.ts';
import type { I18nKey } from '../../../generated/i18n-keys.ts';
import { withChunkTimeout } from './chunk-timeout.ts';
import { interpolationFormatter } from '../../shared/format/interpolation-format.ts';
import { LANGUAGE_COOKIE } from '../../shared/portal-language-cookie.ts';

const STORAGE_KEY = 'locale';

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return value === 'en' ? 'en' : 'ar';
}

// The stored language, told to the server too: the page it sends then preloads that language's
// texts with the entry script (src/server/platform/static.ts, issue 21 item 1).
function tellServer(language: Language): void {
  if (typeof document === 'undefined') return;
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (!document.cookie.split('; ').includes(cookie)) document.cookie = `${cookie}; path=/portal; max-age=31536000; samesite=lax`;
}
tellServer(storedLanguage());

/**
 * i18next, Arabic by default, English as the fallback. It starts empty: each language's texts are
 * a chunk of their own, fetched by `loadLanguage` before they are shown (the login page loads one
 * language, not both, and of it only the guest pages' namespaces: `loadGuestTexts`). Interpolated numbers take the language's digits (`interpolation-format.ts`).
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).use(interpolationFormatter).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: 'en',
  initAsync: false,
  // Every interpolated value goes through the shared formatter: the language's digits, LTR isolation.
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
});

/**
 * The namespaces the guest pages (login, forgot password, reset, reactivation) and the frame around
 * every page show: the login page fetches these (about 6 kB gzip in Arabic) instead of the whole
 * language (about 25 kB), within its script budget of 170 kB (issue 19). Any other page's loader
 * fetches the whole language before the page renders (`loadLanguage`, app/lazy-route.tsx).
 */
const GUEST_NAMESPACES = ['auth', 'common', 'errors'] as const;
// Their files in that order. vite.config.ts puts a language's files in one chunk, which the whole
// table (generated/i18n/<language>.ts, importing the same files) then shares; `.then(({ default }))`
// lets the bundler keep only each file's default export.
const guestFiles: Record<Language, () => Promise<unknown[]>> = {
  ar: () =>
    Promise.all([
      import('../../../locales/ar/auth.json').then(({ default: texts }) => texts),
      import('../../../locales/ar/common.json').then(({ default: texts }) => texts),
      import('../../../locales/ar/errors.json').then(({ default: texts }) => texts),
    ]),
  en: () =>
    Promise.all([
      import('../../../locales/en/auth.json').then(({ default: texts }) => texts),
      import('../../../locales/en/common.json').then(({ default: texts }) => texts),
      import('../../../locales/en/errors.json').then(({ default: texts }) => texts),
    ]),
};

// Each table adds whole namespaces (the whole language holds the guest ones too, the same objects),
// so they go in as they are: no deep merge, and no copy (i18next copies through JSON by default). Both
// walked the whole language, about 30 ms before the first signed-in render here, four times that
// under Lighthouse's CPU throttling (issue 19 item 7).
const WHOLE_NAMESPACES = [false, true, { silent: false, skipCopy: true }] as const;

const wholeLoaded = new Set<Language>();
const guestLoaded = new Set<Language>();
// Once a page needing the whole language has been shown, a language switch fetches the whole of
// the other language too; on the guest pages, only its guest namespaces.
let wholeWanted = false;

/** Fetches a language's whole texts once (within the chunk timeout) and adds them to i18next. */
export async function loadLanguage(language: Language): Promise<void> {
  wholeWanted = true;
  if (wholeLoaded.has(language)) return;
  const { default: table } = await withChunkTimeout(languageLoaders[language]);
  i18n.addResourceBundle(language, 'translation', table, ...WHOLE_NAMESPACES);
  wholeLoaded.add(language);
}

/** Fetches a language's guest namespaces once (its whole texts, once a page has needed them). */
export async function loadGuestTexts(language: Language): Promise<void> {
  if (wholeWanted) return loadLanguage(language);
  if (guestLoaded.has(language)) return;
  const files = await withChunkTimeout(guestFiles[language]);
  i18n.addResourceBundle(language, 'translation', Object.fromEntries(GUEST_NAMESPACES.map((namespace, i) => [namespace, files[i]])), ...WHOLE_NAMESPACES);
  guestLoaded.add(language);
}

/** The language the portal shows and sends as Accept-Language. */
export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'ar';
}

/** Text direction of a language. */
export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * Switches language once its texts have loaded (so no untranslated key flashes), remembers it,
 * and sets `lang`/`dir` on the document. The choice is stored first, so a reload after a failed
 * chunk comes back in the chosen language.
 */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  tellServer(language);
  await loadGuestTexts(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * `t` restricted to keys that exist in both languages. Spec-driven keys pass through `tKey`.
 * Both keep their identity until the language changes, so effects may depend on them without
 * running on every render (an effect that fetches would otherwise fetch in a loop).
 */
export function useT() {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language as Language;
  return useMemo(() => {
    const typed = (key: I18nKey, options?: Record<string, unknown>) => t(key, options ?? {}) as string;
    /** For keys that come from generated descriptors (already checked by codegen). */
    const tKey = (key: string, options?: Record<string, unknown>) => t(key, options ?? {}) as string;
    return { t: typed, tKey, language };
  }, [t, language]);
}
