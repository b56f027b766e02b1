import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pathOf } from '../../app/route-paths.ts';
import { api } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { GuestCard } from './guest-card.tsx';

// One request per token, even when React runs the effect twice: the link can be used only once.
const requests = new Map<string, ReturnType<typeof reactivate>>();
const reactivate = (token: string) => api.POST('/reactivate-account/{token}/', { params: { path: { token } } });

/** Opens the e-mailed reactivation link: unlocks the account once, or says the link is not valid. */
export default function ReactivateAccountPage() {
  const { t } = useT();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    if (!requests.has(token)) requests.set(token, reactivate(token));
    requests.get(token)!
      .then(({ response, error }) => live && setOutcome(response.ok ? { ok: true, message: t('auth.reactivate.done') } : { ok: false, message: (error as { message: string }).message }))
      .catch(() => live && setOutcome({ ok: false, message: t('errors.server_error') }));
    return () => {
      live = false;
    };
  }, [token, t]);

  return (
    <GuestCard heading={t('auth.reactivate.heading')}>
      {!outcome && <Spinner label={t('auth.reactivate.working')} />}
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      )}
      <RouterLink to={pathOf('shell.login')}>{t('auth.forgot.back')}</RouterLink>
    </GuestCard>
  );
}
