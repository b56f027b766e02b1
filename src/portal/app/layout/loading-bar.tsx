import { ProgressBar } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { onApiEvent } from '../../lib/api-events.ts';
import { useT } from '../../lib/i18n.ts';

/** A thin bar at the top while any API call runs. */
export function LoadingBar() {
  const { t } = useT();
  const [running, setRunning] = useState(0);
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.kind === 'start') setRunning((n) => n + 1);
        if (event.kind === 'end') setRunning((n) => Math.max(0, n - 1));
      }),
    [],
  );
  return (
    <div style={{ position: 'fixed', insetInline: 0, top: 0, height: 2, zIndex: 1000 }} aria-hidden={running === 0}>
      {running > 0 && <ProgressBar thickness="medium" data-testid="global-loading" aria-label={t('common.loading')} />}
    </div>
  );
}
