import { Button, Title2, Body1 } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useRouteError } from 'react-router-dom';
import { useT } from '../lib/i18n.ts';
import { chunkLoaded, mayReload, reloadOnce } from '../lib/chunk-reload.ts';

/** Route error boundary: one reload for a failed chunk, otherwise a translated message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useT();
  // Decided once per error: the effect below marks the reload as done before the page goes.
  const reloading = useMemo(() => mayReload(error), [error]);
  useEffect(() => {
    if (!reloadOnce(error)) console.error(error);
  }, [error]);
  if (reloading) return null;
  return (
    <main role="alert" style={{ padding: 32 }}>
      <Title2 as="h1">{t('common.error_page.title')}</Title2>
      <Body1 as="p">{t('common.error_page.body')}</Body1>
      <Button
        appearance="primary"
        onClick={() => {
          chunkLoaded();
          window.location.reload();
        }}
      >
        {t('common.actions.retry')}
      </Button>
    </main>
  );
}
