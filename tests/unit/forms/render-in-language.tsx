import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { directionOf, i18n } from '../../../src/portal/lib/i18n.ts';
import { lazyParts } from '../../../src/portal/runtime/forms/theme/registry.ts';

export type Language = 'ar' | 'en';

const wrapped = (ui: ReactElement, language: Language) => (
  <I18nextProvider i18n={i18n}>
    <FluentProvider theme={webLightTheme} dir={directionOf(language)}>
      {ui}
    </FluentProvider>
  </I18nextProvider>
);

/**
 * Renders as the app does: i18n and a FluentProvider whose `dir` follows the language. The theme's
 * lazy widgets are loaded first, as the form runtime loads those a form names before drawing it
 * (`theme/widgets-ready.ts`), so a form is drawn in the first render.
 */
export async function renderInLanguage(ui: ReactElement, language: Language) {
  await Promise.all(Object.values(lazyParts).map((part) => part.preload()));
  await i18n.changeLanguage(language);
  const result = render(wrapped(ui, language));
  return { ...result, rerenderWith: (next: ReactElement) => result.rerender(wrapped(next, language)) };
}

/** The text of a key in a language, whatever the current language is. */
export const textOf = (language: Language, key: string, options?: Record<string, unknown>): string =>
  i18n.getFixedT(language)(key, options ?? {}) as string;
