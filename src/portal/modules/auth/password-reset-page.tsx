import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useLatestAnswer } from '../../lib/use-latest-answer.ts';
import { GuestCard } from './guest-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Checks the e-mailed reset link, then sets the new password with it (once). */
export default function PasswordResetPage() {
  const { t, language } = useT();
  const { token = '' } = useParams();
  // The link's check: null when it is valid, else its refusal; asked again in a new language (the
  // server's message is in it), the last answer staying on screen meanwhile.
  const { latest: checked } = useLatestAnswer(JSON.stringify([token, language]), () =>
    api.GET('/password-reset/{token}', { params: { path: { token } } }).then(
      ({ error: failure }) => (failure ? (failure as ApiError) : null),
      (): ApiError => ({ code: 'server_error', message: t('errors.server_error') }),
    ),
  );
  const [done, setDone] = useState(false);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const state = done ? 'done' : checked === null ? 'ready' : 'checking';
  const error = submitError ?? checked ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await api.POST('/password-reset/{token}/', { params: { path: { token } }, body: { password, confirm_password: confirm } }).catch(() => undefined);
    setBusy(false);
    if (result?.response.ok) return setDone(true);
    setSubmitError((result?.error as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
  }

  const fieldErrors = error?.fields;
  return (
    <GuestCard heading={t('auth.reset.heading')}>
      {state === 'checking' && !error && <Spinner label={t('auth.reset.checking')} />}
      {error && !fieldErrors && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {state === 'done' && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('auth.reset.done')}</MessageBarBody>
        </MessageBar>
      )}
      {state === 'ready' && (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm}
            passwordError={fieldErrors?.password} confirmError={fieldErrors?.confirm_password} />
          <Button appearance="primary" type="submit" disabled={busy}>
            {t('auth.reset.submit')}
          </Button>
        </form>
      )}
      <RouterLink to={pathOf('shell.login')}>{t('auth.forgot.back')}</RouterLink>
    </GuestCard>
  );
}
