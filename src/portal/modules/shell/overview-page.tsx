import { Body1, Card, CardHeader, makeStyles, Title2 } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { useSession } from '../../app/session-context.tsx';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '16px' } });

/** The landing page after login; modules add their figures here as they land. */
export default function OverviewPage() {
  const styles = useStyles();
  const { t } = useT();
  const { user } = useSession();
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('shell.overview.heading')}</Title2>
      <Card>
        <CardHeader header={<Body1>{user ? t('auth.welcome', { name: user.name }) : ''}</Body1>} />
        <Body1 as="p">{t('shell.overview.intro')}</Body1>
      </Card>
    </div>
  );
}
