import { Button, Title2, Body1 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useT } from '../lib/i18n.ts';

const RELOADED = 'portal-chunk-reload';

/** A stale deployment's chunk or stylesheet failed to load (ChunkLoadError, CSS_CHUNK_LOAD_FAILED). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(text);
}

/** Route error boundary: one reload for a failed chunk, otherwise a translated message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useT();
  const chunk = isChunkLoadError(error);
  const reloadOnce = chunk && !sessionStorage.getItem(RELOADED);
  useEffect(() => {
    if (reloadOnce) {
      sessionStorage.setItem(RELOADED, '1');
      window.location.reload();
    } else {
      console.error(error);
    }
  }, [reloadOnce, error]);
  if (reloadOnce) return null;
  return (
    <main role="alert" style={{ padding: 32 }}>
      <Title2 as="h1">{t('common.error_page.title')}</Title2>
      <Body1 as="p">{t('common.error_page.body')}</Body1>
      <Button
        appearance="primary"
        onClick={() => {
          sessionStorage.removeItem(RELOADED);
          window.location.reload();
        }}
      >
        {t('common.actions.retry')}
      </Button>
    </main>
  );
}
