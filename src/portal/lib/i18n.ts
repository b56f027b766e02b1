import i18next from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { namespaces, type Namespace } from '../../../generated/i18n/namespaces.ts';
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
 * i18next, Arabic by default, English as the fallback. It starts empty: each locale file of each
 * language is a chunk of its own (the guest pages' three one chunk, the signed-in layout's another),
 * and a page fetches those it shows before it renders (`loadRouteTexts`: the login page the guest
 * pages' namespaces, a signed-in page those of the layout and its own, as codegen derives them:
 * generated/i18n/route-texts.ts), not the whole language (issue 21 item 2). Interpolated numbers take the language's digits (`interpolation-format.ts`).
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
  // A key of a namespace not fetched yet shows as nothing, never as the key, until the rest of the
  // language has come (`notFetched`); a key no locale file has shows as itself, as before.
  parseMissingKeyHandler: (key: string, defaultValue?: string) => defaultValue ?? (notFetched(key) ? '' : key),
});
markDocument(storedLanguage());

/**
 * The namespaces the guest pages (login, forgot password, reset, reactivation) and the entry show
 * (tests/unit/i18n/guest-texts.test.ts checks that against generated/i18n/route-texts.ts), one chunk
 * per language (vite.config.ts): main.tsx fetches them before the first render, about 6 kB gzip in
 * Arabic instead of the whole language's 25 kB (login page script budget 170 kB, issue 19).
 */
export const GUEST_NAMESPACES = ['auth', 'common', 'errors'] as const satisfies readonly Namespace[];
// Their files in that order, imported here so the login page needs no table of every file's chunk
// (lib/page-texts.ts); `.then(({ default }))` lets the bundler keep only each file's default export.
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
const isGuest = (namespace: Namespace) => (GUEST_NAMESPACES as readonly Namespace[]).includes(namespace);

// Each fetch adds whole namespaces, so they go in as they are: no deep merge, and no copy (i18next
// copies through JSON by default). Both walked the whole language, about 30 ms before the first
// signed-in render here, four times that under Lighthouse's CPU throttling (issue 19 item 7).
const WHOLE_NAMESPACES = [false, true, { silent: false, skipCopy: true }] as const;

const pageTexts = () => withChunkTimeout(() => import('./page-texts.ts'));
const added: Record<Language, Set<string>> = { ar: new Set(), en: new Set() };
const fetching: Record<Language, Map<Namespace, Promise<unknown>>> = { ar: new Map(), en: new Map() };
// What the pages shown so far have needed: a language switch fetches these in the other language.
const shown = new Set<Namespace>(GUEST_NAMESPACES);

/** A locale file of a language, fetched once (again after a failure: chunk-reload.ts handles the error). */
function fetchNamespace(language: Language, namespace: Namespace): Promise<unknown> {
  let texts = fetching[language].get(namespace);
  if (!texts) {
    texts = isGuest(namespace)
      ? withChunkTimeout(guestFiles[language]).then((files) => files[GUEST_NAMESPACES.indexOf(namespace as never)])
      : pageTexts().then(({ namespaceLoaders }) => withChunkTimeout(namespaceLoaders[language][namespace]));
    texts.catch(() => fetching[language].delete(namespace));
    fetching[language].set(namespace, texts);
  }
  return texts;
}

/** Fetches the namespaces a language lacks, in parallel and each once, and adds them to i18next. */
export async function loadTexts(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) shown.add(namespace);
  const wanted = [...new Set(namespaces)].filter((namespace) => !added[language].has(namespace));
  if (wanted.length === 0) return;
  const texts = await Promise.all(wanted.map((namespace) => fetchNamespace(language, namespace)));
  const bundle: Record<string, unknown> = {};
  wanted.forEach((namespace, i) => {
    if (added[language].has(namespace)) return;
    bundle[namespace] = texts[i];
    added[language].add(namespace);
  });
  if (Object.keys(bundle).length > 0) i18n.addResourceBundle(language, 'translation', bundle, ...WHOLE_NAMESPACES);
}

/** Fetches a language's guest namespaces, before the first render (main.tsx). */
export const loadGuestTexts = (language: Language): Promise<void> => loadTexts(language, GUEST_NAMESPACES);

/** Fetches what a route's page shows (lib/page-texts.ts), with its other chunks (app/lazy-route.tsx). */
export async function loadRouteTexts(route: { name: string; guard: string }): Promise<void> {
  const language = currentLanguage();
  if (route.guard === 'guest') return loadGuestTexts(language);
  const { namespacesOf } = await pageTexts();
  await loadTexts(language, namespacesOf(route));
}

/** Fetches a language's whole texts, each locale file once (what it lacks, and within the chunk timeout). */
export const loadLanguage = (language: Language): Promise<void> => loadTexts(language, namespaces);

// The safety net: a key of a namespace the shown language has not fetched (one the derivation of
// route-texts.ts could not see: a key the server sent, one built from a variable namespace) fetches
// the rest of the language and renders again (a language change tells every `useT` to), and warns:
// the end-to-end tests fail on that warning (tests/e2e/support/test.ts), so the derivation gets fixed.
let fetchingRest: Language | undefined;
function notFetched(key: string): boolean {
  const language = i18n.language as Language;
  const namespace = key.split('.')[0]!;
  if (!(language in added) || added[language].has(namespace) || !(namespaces as readonly string[]).includes(namespace)) return false;
  console.warn(`texts: ${key} asked before its namespace ${namespace} was fetched on ${globalThis.location?.pathname} (generated/i18n/route-texts.ts misses it); fetching the rest of the language`);
  if (fetchingRest !== language) {
    fetchingRest = language;
    void loadLanguage(language)
      .then(() => (i18n.language === language ? i18n.changeLanguage(language) : undefined))
      .catch((error: unknown) => console.error(error))
      .finally(() => (fetchingRest = undefined));
  }
  return true;
}

// `exists` finds nothing in a namespace not fetched either (translate-string.ts would then show
// RJSF's English text): the same net catches it.
const exists = i18n.exists.bind(i18n);
i18n.exists = ((key: string | string[], options?: Parameters<typeof exists>[1]) => {
  const found = exists(key, options);
  if (!found && typeof key === 'string') notFetched(key);
  return found;
}) as typeof i18n.exists;

/** The language the portal shows and sends as Accept-Language. */
export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'ar';
}

/** Text direction of a language. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Switches language once its texts have loaded (so no untranslated key flashes), remembers it,
 * and sets `lang`/`dir` on the document. The choice is stored first, so a reload after a failed
 * chunk comes back in the chosen language.
 */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  tellServer(language);
  await loadTexts(language, [...shown]);
  await i18n.changeLanguage(language);
  markDocument(language);
}

/**
 * `<html lang dir>` of a language. The stored one is set as this module loads, before the first
 * render: index.html says Arabic, so an English page was otherwise laid out first as Arabic (and its
 * Arabic font stack, global.css) and again once an effect changed it, after the first paint.
 * Each is written only when it differs: Chromium restyles and lays out the whole page again on any
 * write of `lang` or `dir`, even of the value they have (issue 19 item 7).
 */
export function markDocument(language: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dir = directionOf(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
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
