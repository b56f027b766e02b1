import { Body1, Card, makeStyles, Title2, Title3 } from '@fluentui/react-components';
import { CardHeader } from '../../lib/card-header.tsx';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { FigureCards } from './figure-cards.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  section: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** The landing page after login: welcome and the totals the user may see (`figures:` of spec/screens). */
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
      <section className={styles.section} aria-labelledby="overview-figures">
        <Title3 as="h2" id="overview-figures" style={{ margin: 0 }}>{t('shell.overview.figures')}</Title3>
        <FigureCards />
      </section>
    </div>
  );
}
