import { FluentProvider } from '@fluentui/react-components';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { directionOf, i18n, markDocument, useT } from '../lib/i18n.ts';
import { ArrowKeyParts } from './arrow-keys-on-focus.tsx';
import { providerTheme } from './provider-theme.ts';
import { portalRouter } from './router.tsx';
import { SessionProvider } from './session-context.tsx';

/** Keeps `<html lang dir>` and Fluent's direction in step with the chosen language. */
function Directed() {
  const { language } = useT();
  const dir = directionOf(language);
  // Only a change of language writes them (i18n.ts marked the document before the first render).
  useEffect(() => markDocument(language), [language]);
  return (
    <FluentProvider theme={providerTheme} dir={dir} style={{ minHeight: '100vh' }}>
      <SessionProvider>
        <RouterProvider router={portalRouter()} />
      </SessionProvider>
      {/* The tab lists' arrow keys, once a tab list has taken the focus (arrow-keys-on-focus.tsx). */}
      <ArrowKeyParts />
    </FluentProvider>
  );
}

/** The portal: language, theme, session and routes. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <Directed />
    </I18nextProvider>
  );
}
