import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './schema-to-form.ts';
import { createTranslateString } from './translate-string.ts';

/**
 * A form's language and its texts: `translate` fixed to the language shown (our messages, labels),
 * `translateString` for RJSF's own texts; both change only with the language.
 */
export function useFormTranslation() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const translate = useMemo<Translate>(() => {
    const fixed = i18n.getFixedT(language);
    return (key, options) => fixed(key, options ?? {}) as string;
  }, [i18n, language]);
  const translateString = useMemo(
    () => createTranslateString({ t: translate, exists: (key) => i18n.exists(key, { lng: language }) }),
    [i18n, language, translate],
  );
  return { language, translate, translateString };
}

/** What `useFormTranslation` gives. */
export type FormTranslation = ReturnType<typeof useFormTranslation>;
