import { Body1, Card, makeStyles, Subtitle1, Title2, Title3 } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session-context.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { notificationTypeLabels, notificationTypeValues } from '../../../../generated/entities/notification-type.ts';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useOperation } from '../../lib/use-operation.ts';
import { AmountCharts } from './amount-charts.tsx';
import { stateStatistics } from './dashboard-statistics.ts';
import { FigureCards } from './figure-cards.tsx';
import { StateStatisticsCard } from './state-statistics-card.tsx';
import { StatsList, type Statistic } from './stats-list.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  section: { display: 'flex', flexDirection: 'column', gap: '12px' },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' },
  links: { display: 'flex', flexWrap: 'wrap', gap: '16px' },
});

/** Lists the Dashboard entry stands for (their paths highlight it). */
const dashboardLists = [
  { route: 'fund_transfer.suspension', params: { status: 'all' }, label: 'shell.titles.ft_suspension' },
  { route: 'foreign_entity.exclusions', params: { status: 'all' }, label: 'shell.titles.fe_ft_exclusions' },
  { route: 'fund_transfer.restrictions', params: { status: 'all' }, label: 'shell.titles.ft_restrictions' },
] as const;

/**
 * The dashboard: the totals (cards linking to their lists), each module's records per state (the
 * statistics the user's rules let them read) with the unread notifications, and the charts of amounts.
 */
export default function DashboardPage() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { user } = useSession();
  const { data: counts } = useOperation('getNotificationStats', undefined, { onAnswer: logFailure('notifications/stats/') });
  const unread: Statistic[] = counts
    ? notificationTypeValues.map((type) => ({ key: type, label: tKey(notificationTypeLabels[type]), value: counts[type] ?? 0 }))
    : [];
  const sources = stateStatistics.filter((source) => canCall(source.operation, user?.user_type));
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('shell.dashboard.heading')}</Title2>
      <Body1 as="p" style={{ margin: 0 }}>{t('shell.dashboard.intro')}</Body1>
      <FigureCards />
      <section className={styles.section} aria-labelledby="dashboard-statistics">
        <Title3 as="h2" id="dashboard-statistics" style={{ margin: 0 }}>{t('shell.dashboard.statistics')}</Title3>
        <div className={styles.grid}>
          {sources.map((source) => (
            <StateStatisticsCard key={source.key} source={source} />
          ))}
          <Card aria-labelledby="dashboard-unread" role="region">
            <Subtitle1 as="h3" id="dashboard-unread" style={{ margin: 0 }}>{t('shell.dashboard.unread')}</Subtitle1>
            <StatsList items={unread} />
          </Card>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="dashboard-charts">
        <Title3 as="h2" id="dashboard-charts" style={{ margin: 0 }}>{t('shell.dashboard.charts')}</Title3>
        <div className={styles.grid}>
          <AmountCharts />
        </div>
      </section>
      <Card>
        <Title3 as="h2" style={{ margin: 0 }}>{t('shell.dashboard.lists')}</Title3>
        <nav className={styles.links} aria-label={t('shell.dashboard.lists')}>
          {dashboardLists.map((list) => (
            <RouterLink key={list.route} to={pathOf(list.route, 'params' in list ? list.params : {})}>
              {t(list.label)}
            </RouterLink>
          ))}
        </nav>
      </Card>
    </div>
  );
}
