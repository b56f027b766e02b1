import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pathOf } from '../../app/route-paths.ts';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { GuestCard } from './guest-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Checks the e-mailed reset link, then sets the new password with it (once). */
export default function PasswordResetPage() {
  const { t } = useT();
  const { token = '' } = useParams();
  const [state, setState] = useState<'checking' | 'ready' | 'done'>('checking');
  const [error, setError] = useState<ApiError | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.GET('/password-reset/{token}', { params: { path: { token } } })
      .then(({ error: failure }) => live && (failure ? setError(failure as ApiError) : setState('ready')))
      .catch(() => live && setError({ code: 'server_error', message: t('errors.server_error') }));
    return () => {
      live = false;
    };
  }, [token, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await api.POST('/password-reset/{token}/', { params: { path: { token } }, body: { password, confirm_password: confirm } }).catch(() => undefined);
    setBusy(false);
    if (result?.response.ok) return setState('done');
    setError((result?.error as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
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
