import { Body1, Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { GuestCard } from './guest-card.tsx';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { data, error: failure } = await api.POST('/forgot-password/', { body: { email } }).catch(() => ({ data: undefined, error: undefined }));
    setBusy(false);
    setError(data ? null : ((failure as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') }));
    if (data) setSent(data.detail);
  }

  return (
    <GuestCard heading={t('auth.forgot.heading')}>
      {sent ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{sent}</MessageBarBody>
        </MessageBar>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Body1 as="p">{t('auth.forgot.intro')}</Body1>
          {error && !error.fields && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{error.message}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('auth.fields.email')} required validationMessage={error?.fields?.email}>
            <Input name="email" type="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <RouterLink to={pathOf('shell.login')}>{t('auth.forgot.back')}</RouterLink>
    </GuestCard>
  );
}
