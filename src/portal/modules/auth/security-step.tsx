import { Body1, Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { GuestCard } from './guest-card.tsx';

type Challenge = { token: string; mobile: string };

/** The security screen of users whose profile requires extra authentication: a 6-digit SMS code. */
export function SecurityStep({ onVerified }: { onVerified: () => void }) {
  const { t } = useT();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const started = useRef(false);

  const sendCode = useCallback(() => {
    api.GET('/mobileotp/create/')
      .then(({ data, error: failure }) => (data ? setChallenge(data) : setError(failure as ApiError)))
      .catch(() => setError({ code: 'server_error', message: t('errors.server_error') }));
  }, [t]);

  useEffect(() => {
    if (started.current) return; // one code when the screen opens, even when React runs the effect twice
    started.current = true;
    sendCode();
  }, [sendCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    if (!/^\d{6}$/.test(otp)) return setError({ code: 'otp_required', message: t('errors.otp_required'), fields: { otp: t('errors.otp_required') } });
    setBusy(true);
    const result = await api.POST('/mobileotp/login/{token}/', { params: { path: { token: challenge.token } }, body: { otp } }).catch(() => undefined);
    setBusy(false);
    if (result?.response.ok) return onVerified();
    setError((result?.error as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
  }

  return (
    <GuestCard heading={t('auth.security.heading')}>
      {challenge && <Body1 as="p">{t('auth.security.intro', { mobile: challenge.mobile })}</Body1>}
      {error && !error.fields && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Field label={t('auth.fields.otp')} required validationMessage={error?.fields?.otp}>
          <Input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(_, d) => setOtp(d.value.trim())} />
        </Field>
        <Button appearance="primary" type="submit" disabled={busy || !challenge}>{t('auth.security.submit')}</Button>
        <Button appearance="subtle" onClick={sendCode}>{t('auth.security.resend')}</Button>
      </form>
    </GuestCard>
  );
}
