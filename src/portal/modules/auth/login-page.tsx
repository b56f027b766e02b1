import { Button, Card, Field, Input, MessageBar, MessageBarBody, makeStyles, Title2, Caption1 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { safeNext } from '../../app/guards.tsx';
import { useSession } from '../../app/session-context.tsx';
import { LanguageToggle } from '../../app/layout/language-toggle.tsx';

const useStyles = makeStyles({
  page: { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: '16px' },
  card: { width: 'min(420px, 100%)', padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

/** Username and password sign-in; goes on to `next` or the overview. */
export default function LoginPage() {
  const styles = useStyles();
  const { t } = useT();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { data, error: failure } = await api.POST('/login/', { body: { username, password } }).catch(() => ({ data: undefined, error: undefined }));
    setBusy(false);
    if (data) {
      signedIn(data.user);
      navigate(safeNext(params.get('next')), { replace: true });
    } else {
      setError((failure as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
    }
  }

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <Title2 as="h1">{t('auth.login.heading')}</Title2>
          <LanguageToggle appearance="outline" />
        </div>
        <Caption1>{t('common.ministry_name')}</Caption1>
        {error && !error.fields && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error.message}</MessageBarBody>
          </MessageBar>
        )}
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Field label={t('auth.fields.username')} required validationMessage={error?.fields?.username}>
            <Input name="username" autoComplete="username" value={username} onChange={(_, d) => setUsername(d.value)} />
          </Field>
          <Field label={t('auth.fields.password')} required validationMessage={error?.fields?.password}>
            <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy}>
            {t('auth.login.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
