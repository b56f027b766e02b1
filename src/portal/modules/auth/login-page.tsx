import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { User } from '../../../../generated/entities/user.ts';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';
import { GuestCard } from './guest-card.tsx';
import { landingPath } from './landing-path.ts';

// What shows only after an answer — the error bar (Fluent's MessageBar, its icons and motion) and the
// security step — comes in chunks of its own, so the login page stays within its script budget
// (170 kB gzip, issue 19); a submit fetches them while the server answers.
const loadErrorBar = () => import('./error-bar.tsx');
const loadSecurityStep = () => import('./security-step.tsx').then(({ SecurityStep }) => ({ default: SecurityStep }));
const ErrorBar = lazy(loadErrorBar);
const SecurityStep = lazy(loadSecurityStep);
const AnswerPart = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The login answer's error body: remaining attempts before lockout, or the masked e-mail of a locked account. */
type LoginError = ApiError & { remaining_attempts?: number; email?: string };

/** Username and password sign-in; shows attempts left, the locked-account screen, the security step, then the landing page. */
export default function LoginPage() {
  const { t } = useT();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ user: User; redirect: string } | null>(null);
  const captcha = useRef<CaptchaHandle>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    void loadErrorBar().catch(() => undefined);
    void loadSecurityStep().catch(() => undefined);
    // The captcha usually finished while the user typed; otherwise the submit waits for it.
    const solved = (await captcha.current?.solved()) ?? undefined;
    const { data, error: failure } = await api
      .POST('/login/', { body: { username, password, ...(solved ? { captcha: solved } : {}) } })
      .catch(() => ({ data: undefined, error: undefined }));
    setBusy(false);
    if (!data) captcha.current?.renew(); // each attempt spends its solution
    if (data?.user.authentication_required) setPending({ user: data.user, redirect: data.redirect });
    else if (data) {
      const landing = landingPath(params.get('next'), data.redirect);
      signedIn(data.user, landing);
      navigate(landing, { replace: true });
    } else {
      setError((failure as LoginError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
    }
  }

  function leaveLockedScreen() {
    void api.POST('/logout/').catch(() => undefined);
    setError(null);
    setPassword('');
  }

  if (pending) {
    const proceed = () => {
      const landing = landingPath(params.get('next'), pending.redirect);
      signedIn(pending.user, landing);
      navigate(landing, { replace: true });
    };
    return (
      <AnswerPart>
        <SecurityStep onVerified={proceed} />
      </AnswerPart>
    );
  }

  if (error?.code === 'account_locked') {
    return (
      <GuestCard heading={t('auth.login.heading')}>
        <AnswerPart>
          <ErrorBar>{error.message}</ErrorBar>
        </AnswerPart>
        {error.email && <Body1 as="p">{t('auth.login_extra.locked_sent', { email: error.email })}</Body1>}
        <Button appearance="primary" onClick={leaveLockedScreen}>{t('auth.logout')}</Button>
      </GuestCard>
    );
  }

  return (
    <GuestCard heading={t('auth.login.heading')}>
      {error && !error.fields && (
        <AnswerPart>
          <ErrorBar>
            {error.message}
            {error.remaining_attempts !== undefined && <> {t('auth.login_extra.remaining', { count: error.remaining_attempts })}</>}
          </ErrorBar>
        </AnswerPart>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Field label={t('auth.fields.username')} required validationMessage={error?.fields?.username}>
          <Input name="username" autoComplete="username" value={username} onChange={(_, d) => setUsername(d.value)} />
        </Field>
        <Field label={t('auth.fields.password')} required validationMessage={error?.fields?.password}>
          <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        <CaptchaField ref={captcha} error={error?.fields?.captcha} />
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <RouterLink to={pathOf('auth.forgot_password')}>{t('auth.login_extra.forgot')}</RouterLink>
    </GuestCard>
  );
}
