import { Button, Card, Field, Input, MessageBar, MessageBarBody, makeStyles, Title2 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session-context.tsx';
import { api, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';

/** The mobile's example in the hint, kept left to right in Arabic text (left-to-right isolate marks). */
const PHONE_EXAMPLE = '+96550000000';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '560px' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '16px' },
  actions: { display: 'flex', gap: '8px' },
});

/**
 * The signed-in user's own name, e-mail and mobile (`PATCH profile/`), confirmed by the current
 * password; the server's messages show under their fields. Success updates the header at once and
 * goes to the confirmation page.
 */
export default function EditProfilePage() {
  const styles = useStyles();
  const { t } = useT();
  const navigate = useNavigate();
  const { user, changed } = useSession();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // An emptied mobile is removed; the name and e-mail are sent as typed (the server says what is wrong).
    const body = { name: name.trim(), email: email.trim(), phone: phone.trim() || null, current_password: password };
    const result = await api.PATCH('/profile/', { body }).catch(() => undefined);
    setBusy(false);
    if (result?.response.ok && result.data) {
      changed(result.data);
      return navigate(pathOf('auth.profile_updated'), { replace: true });
    }
    setError((result?.error as ApiError | undefined) ?? { code: 'server_error', message: t('errors.server_error') });
  }

  const fieldError = (field: string) => error?.fields?.[field];
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('auth.edit.heading')}</Title2>
      {error && !error.fields && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={t('users.fields.name')} required validationMessage={fieldError('name')}>
            <Input name="name" autoComplete="name" value={name} onChange={(_, d) => setName(d.value)} />
          </Field>
          <Field label={t('users.fields.email')} hint={t('auth.edit.email_hint')} validationMessage={fieldError('email')}>
            <Input name="email" type="email" dir="ltr" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          <Field label={t('users.fields.phone')} hint={t('auth.edit.phone_hint', { example: `\u2066${PHONE_EXAMPLE}\u2069` })} validationMessage={fieldError('phone')}>
            <Input name="phone" type="tel" dir="ltr" autoComplete="tel" value={phone} onChange={(_, d) => setPhone(d.value)} />
          </Field>
          <Field label={t('auth.fields.old_password')} hint={t('auth.edit.password_hint')} required validationMessage={fieldError('current_password')}>
            <Input name="current_password" type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy}>{t('auth.edit.submit')}</Button>
            <Button onClick={() => navigate(pathOf('auth.profile'))}>{t('auth.edit.cancel')}</Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
