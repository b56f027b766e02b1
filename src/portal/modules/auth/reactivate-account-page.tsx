import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { api } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useLatestAnswer } from '../../lib/use-latest-answer.ts';
import { GuestCard } from './guest-card.tsx';

// One request per token, even when React runs the effect twice: the link can be used only once.
// The answer: done, the server's reason, or `failed` (no answer came; a generic message shows).
const requests = new Map<string, Promise<{ ok: boolean; message?: string; failed?: boolean }>>();
const reactivate = (token: string) =>
  api.POST('/reactivate-account/{token}/', { params: { path: { token } } }).then(
    ({ response, error }) => (response.ok ? { ok: true } : { ok: false, message: (error as { message: string }).message }),
    () => ({ ok: false, failed: true }),
  );

/** Opens the e-mailed reactivation link: unlocks the account once, or says the link is not valid. */
export default function ReactivateAccountPage() {
  const { t } = useT();
  const { token = '' } = useParams();
  const { answer } = useLatestAnswer(token, (asked) => {
    if (!requests.has(asked)) requests.set(asked, reactivate(asked));
    return requests.get(asked)!;
  });
  const outcome = answer && { ok: answer.ok, message: answer.ok ? t('auth.reactivate.done') : answer.failed ? t('errors.server_error') : answer.message };

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
