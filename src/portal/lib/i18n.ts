import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { resources, type Language } from '../../../generated/i18n/resources.ts';
import type { I18nKey } from '../../../generated/i18n-keys.ts';

const STORAGE_KEY = 'locale';

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return value === 'en' ? 'en' : 'ar';
}

/** i18next with every locale file; Arabic by default, English as the fallback. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { ar: { translation: resources.ar }, en: { translation: resources.en } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language the portal shows and sends as Accept-Language. */
export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'ar';
}

/** Text direction of a language. */
export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** Switches language, remembers it, and sets `lang`/`dir` on the document. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** `t` restricted to keys that exist in both languages. Spec-driven keys pass through `tKey`. */
export function useT() {
  const { t, i18n: instance } = useTranslation();
  const typed = (key: I18nKey, options?: Record<string, unknown>) => t(key, options ?? {}) as string;
  /** For keys that come from generated descriptors (already checked by codegen). */
  const tKey = (key: string, options?: Record<string, unknown>) => t(key, options ?? {}) as string;
  return { t: typed, tKey, language: instance.language as Language };
}
