import { Body1, Body1Strong, Button, Card, makeStyles, Title2 } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { identityTables } from '../../../../generated/access/identity.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '720px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

const roleLabels = new Map(identityTables.derivedRoles.map((r) => [r.role, r.label]));

/** The signed-in user's profile: who they are, their role and department, and the ways to correct it and to change the password. */
export default function ProfilePage() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const role = user.role ? roleLabels.get(user.role) : undefined;
  // A third entry `ltr`: a value that reads left to right in an Arabic page too (e-mail, phone).
  const facts: Array<[string, string | null | undefined, 'ltr'?]> = [
    [t('users.fields.username'), user.username, 'ltr'],
    [t('users.fields.name'), user.name],
    [t('users.fields.email'), user.email, 'ltr'],
    [t('users.fields.phone'), user.phone, 'ltr'],
    [t('users.fields.user_type'), tKey(`users.types.${user.user_type}`)],
    [t('auth.profile.role'), role ? tKey(role) : null],
    [t('auth.profile.department'), user.department_name],
  ];
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('auth.profile.heading')}</Title2>
      <Card>
        <dl className={styles.facts}>
          {facts.map(([label, value, dir]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt><Body1Strong>{label}</Body1Strong></dt>
              <dd style={{ margin: 0 }}><Body1>{value ? <bdi dir={dir}>{value}</bdi> : t('auth.profile.none')}</Body1></dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(pathOf('auth.edit_profile'))}>
          {t('auth.profile.edit')}
        </Button>
        <Button onClick={() => navigate(pathOf('auth.change_password'))}>
          {t('auth.profile.change_password')}
        </Button>
      </div>
    </div>
  );
}
