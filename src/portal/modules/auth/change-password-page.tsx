import { Button, Card, Field, Input, MessageBar, MessageBarBody, makeStyles, Title2 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '560px' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '16px' },
  actions: { display: 'flex', gap: '8px' },
});

/** Current password, new password with the rules beside, confirmation; success goes to its notification page. */
export default function ChangePasswordPage() {
  const styles = useStyles();
  const { t } = useT();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = { old_password: current, new_password: password, confirm_password: confirm };
    const result = await api.POST('/change-password/', { body }).catch(() => undefined);
    setBusy(false);
    if (result?.response.ok) return navigate(pathOf('auth.password_updated'), { replace: true });
    setError((result?.error as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
  }

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('auth.change.heading')}</Title2>
      {error && !error.fields && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={t('auth.fields.old_password')} required validationMessage={error?.fields?.old_password}>
            <Input name="old_password" type="password" autoComplete="current-password" value={current} onChange={(_, d) => setCurrent(d.value)} />
          </Field>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm}
            passwordError={error?.fields?.new_password} confirmError={error?.fields?.confirm_password} />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy}>{t('auth.change.submit')}</Button>
            <Button onClick={() => navigate(pathOf('auth.profile'))}>{t('auth.change.cancel')}</Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
