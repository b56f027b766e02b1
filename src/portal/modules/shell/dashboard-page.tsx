import { Body1, Card, makeStyles, Title2, Title3 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session-context.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
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
  { route: 'fund_transfer.suspension', params: { status: 'all' }, label: 'shell.titles.ft_suspension' },
  { route: 'foreign_entity.exclusions', params: { status: 'all' }, label: 'shell.titles.fe_ft_exclusions' },
  { route: 'fund_transfer.restrictions', params: { status: 'all' }, label: 'shell.titles.ft_restrictions' },
] as const;

/** The dashboard: totals, statistics (unread notifications per type) and the fund-transfer chart (KWD per month). */
export default function DashboardPage() {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  const { user } = useSession();
  const { data: counts } = useOperation('getNotificationStats', undefined, { onAnswer: logFailure('notifications/stats/') });
  // The KWD of the transfers the user may see, per month of the last twelve (none asked of a user type that may see none).
  const { data: figures } = useOperation(canCall('getFundTransferStatistics', user?.user_type) ? 'getFundTransferStatistics' : undefined, undefined, {
    onAnswer: logFailure('ft/fund-transfer/statistics/'),
  });
  const transfers: ChartPoint[] = useMemo(() => {
    const month = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (figures?.by_month ?? []).map((row) => ({ label: month.format(new Date(`${row.month}-01T00:00:00Z`)), value: row.amount }));
  }, [figures, language]);
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
