import { Body1, Card, CardHeader, makeStyles, shorthands, Spinner, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { screens } from '../../../../generated/screens/fund-transfer.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { visibleTabs } from '../../runtime/lists/visible-tabs.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

const requests = screens.find((s) => s.name === 'fund_transfer.list') as ListScreen;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  ways: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tiles: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' },
  tile: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, height: '100%', boxSizing: 'border-box',
    ...shorthands.borderRadius(tokens.borderRadiusMedium),
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    color: tokens.colorNeutralForeground1, textDecorationLine: 'none',
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  label: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  amount: { color: tokens.colorNeutralForeground3 },
});

/**
 * `ft/index`, the Fund Transfer menu's page: the caller's work at a glance — a tile per state of
 * their status list (product spec section 4, by FT department) with how many transfers it holds and
 * their amount, each opening that tab of the requests list — and the ways on (a new transfer, the
 * transactions, all requests) that the rules open to them.
 */
export default function FundTransferIndexPage() {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const { user } = useSession();
  const userType = user?.user_type;
  const { result, reload } = useOperation(canCall('getFundTransferStatistics', userType) ? 'getFundTransferStatistics' : undefined);
  const tabs = visibleTabs(requests, { userType, ftDepartment: user?.ft_department }).filter((tab) => tab.query.status);
  const byStatus = new Map((result?.ok ? result.data.by_status : []).map((row) => [row.status, row]));
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Title2 as="h1" id={headingId}>{t('fund_transfer.index.title')}</Title2>
      <Body1 as="p">{t('fund_transfer.index.intro')}</Body1>
      <div className={styles.ways}>
        {canCall('createFundTransfer', userType) && (
          <>
            <RouteButton appearance="primary" to={pathOf('fund_transfer.new_of_type', { request_type: 'r', no: 1 })}>{t('fund_transfer.index.new_regular')}</RouteButton>
            <RouteButton to={pathOf('fund_transfer.new_of_type', { request_type: 'd', no: 1 })}>{t('fund_transfer.index.new_direct')}</RouteButton>
          </>
        )}
        {canCall('listFundTransactions', userType) && <RouteButton to={pathOf('fund_transfer.transactions', { status: 'all' })}>{t('fund_transfer.transaction.titles.list')}</RouteButton>}
        <RouteButton to={pathOf('fund_transfer.list', { status: 'all' })}>{t('fund_transfer.index.all_requests')}</RouteButton>
      </div>
      <Card>
        <CardHeader header={<Subtitle2 as="h2">{t('fund_transfer.index.by_status')}</Subtitle2>} />
        {!result && <Spinner size="tiny" label={t('common.loading')} />}
        {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
        {result?.ok && (
          <ul className={styles.tiles}>
            {tabs.map((tab) => {
              const row = byStatus.get(String(tab.query.status));
              return (
                <li key={tab.key}>
                  <RouterLink className={styles.tile} to={pathOf('fund_transfer.list', { status: tab.key })}>
                    <span className={styles.label}>{tKey(tab.label)}</span>
                    <span className={styles.count}>{formatNumber(row?.count ?? 0, language)}</span>
                    <span className={styles.amount}>{formatMoney(row?.amount ?? 0, 'KWD', language)}</span>
                  </RouterLink>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
