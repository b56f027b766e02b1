import i18next from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languageLoaders } from '../../../generated/i18n/loaders.ts';
import type { Language } from '../../../generated/i18n/resources.ts';
import type { I18nKey } from '../../../generated/i18n-keys.ts';
import { withChunkTimeout } from './chunk-timeout.ts';
import { interpolationFormatter } from '../../shared/format/interpolation-format.ts';

const STORAGE_KEY = 'locale';

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return value === 'en' ? 'en' : 'ar';
}

/**
 * i18next, Arabic by default, English as the fallback. It starts empty: each language's texts are
 * a chunk of their own, fetched by `loadLanguage` before they are shown (the login page loads one
 * language, not both). Interpolated numbers take the language's digits (`interpolation-format.ts`).
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

/** Fetches a language's texts once (within the chunk timeout) and adds them to i18next. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: table } = await withChunkTimeout(languageLoaders[language]);
  i18n.addResourceBundle(language, 'translation', table, true, true);
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
  await loadLanguage(language);
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
