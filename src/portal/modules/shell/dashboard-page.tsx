import { Body1, Card, makeStyles, Title2, Title3 } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { notificationTypeLabels, notificationTypeValues } from '../../../../generated/entities/notification-type.ts';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useOperation } from '../../lib/use-operation.ts';
import { BarChart, type ChartPoint } from './bar-chart.tsx';
import { FigureCards } from './figure-cards.tsx';
import { StatsList, type Statistic } from './stats-list.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  links: { display: 'flex', flexWrap: 'wrap', gap: '16px' },
});

/** Lists the Dashboard entry stands for (their paths highlight it). */
const dashboardLists = [
  { route: 'shell.ft_suspension', label: 'shell.titles.ft_suspension' },
  { route: 'foreign_entity.exclusions', params: { status: 'all' }, label: 'shell.titles.fe_ft_exclusions' },
  { route: 'shell.ft_restrictions', label: 'shell.titles.ft_restrictions' },
] as const;

/** The dashboard frame: totals, statistics (unread notifications per type) and the fund-transfer chart slot. */
export default function DashboardPage() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { data: counts } = useOperation('getNotificationStats', undefined, { onAnswer: logFailure('notifications/stats/') });
  // Fund transfer figures plug in here when that module lands; until then the chart says it has no data.
  const transfers: ChartPoint[] = [];
  const statistics: Statistic[] = counts
    ? notificationTypeValues.map((type) => ({ key: type, label: tKey(notificationTypeLabels[type]), value: counts[type] ?? 0 }))
    : [];
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('shell.dashboard.heading')}</Title2>
      <Body1 as="p" style={{ margin: 0 }}>{t('shell.dashboard.intro')}</Body1>
      <FigureCards />
      <Card>
        <Title3 as="h2" style={{ margin: 0 }}>{t('shell.dashboard.statistics')}</Title3>
        <StatsList items={statistics} />
      </Card>
      <Card>
        <BarChart title={t('shell.dashboard.transfers_chart')} points={transfers} />
      </Card>
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
