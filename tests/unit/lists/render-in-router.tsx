import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../../../src/portal/lib/i18n.ts';

// jsdom has no ResizeObserver; Fluent's MessageBar needs one to exist (it never fires here).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Renders `element` at `path` inside the providers the app gives screens; returns the router. */
export async function renderInRouter(element: ReactElement, path: string, url: string, language: 'ar' | 'en' = 'en') {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/references/preview/:id', element: <p>preview page</p> },
      { path: '/references/add', element: <p>add page</p> },
      // Where a screen sends the user next (after a workflow action, a form): the address is what tests read.
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <RouterProvider router={router} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return router;
}
