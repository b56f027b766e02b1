import { Card } from '@fluentui/react-components';
import { useMemo } from 'react';
import { workflows } from '../../../../generated/workflows/index.ts';
import { useSession } from '../../app/session-context.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useOperation } from '../../lib/use-operation.ts';
import { BarChart, type ChartPoint } from './bar-chart.tsx';
import { dateTimeFormat } from '../../../shared/format/locale.ts';

/**
 * The dashboard's charts: amounts of money (product spec section 2: a y-axis topping out at the largest
 * value + 1,000,000, in steps of 1,000,000, which is a scale for money, not for counts of records — those
 * are the statistics lists). Each is asked only of a user type its operation's rule allows.
 */
export function AmountCharts() {
  const { user } = useSession();
  const userType = user?.user_type;
  return (
    <>
      {canCall('getFundTransferStatistics', userType) && <TransfersByMonth />}
      {canCall('getFundTransactionStatistics', userType) && <TransactionsByState />}
      {canCall('getSupportRequestStatistics', userType) && <SupportRequestedByState />}
    </>
  );
}

/** A state's label, from the generated workflow definition. */
function useStateLabel(workflow: string) {
  const { tKey } = useT();
  return (code: string | number) => {
    const state = workflows[workflow]!.definition.states.find((s) => String(s.code) === String(code));
    return state ? tKey(state.label) : String(code);
  };
}

/** KWD of the fund transfers the user may see, per month of the last twelve. */
function TransfersByMonth() {
  const { t, language } = useT();
  const { data } = useOperation('getFundTransferStatistics', undefined, { onAnswer: logFailure('ft/fund-transfer/statistics/') });
  const points: ChartPoint[] = useMemo(() => {
    const month = dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (data?.by_month ?? []).map((row) => ({ label: month.format(new Date(`${row.month}-01T00:00:00Z`)), value: row.amount }));
  }, [data, language]);
  return (
    <Card data-testid="chart-transfers">
      <BarChart title={t('shell.dashboard.transfers_chart')} points={points} />
    </Card>
  );
}

/** KWD of the fund transactions the user may see, per state. */
function TransactionsByState() {
  const { t } = useT();
  const label = useStateLabel('fund-transaction');
  const { data } = useOperation('getFundTransactionStatistics', undefined, { onAnswer: logFailure('ft/transaction/statistics/') });
  const points: ChartPoint[] = (data?.by_status ?? []).map((row) => ({ label: label(row.status), value: row.amount }));
  return (
    <Card data-testid="chart-transactions">
      <BarChart title={t('shell.dashboard.transactions_chart')} points={points} />
    </Card>
  );
}

/** USD the support requests the user may see ask for, per state. */
function SupportRequestedByState() {
  const { t } = useT();
  const label = useStateLabel('support-request');
  const { data } = useOperation('getSupportRequestStatistics', undefined, { onAnswer: logFailure('support/request/statistics/') });
  const points: ChartPoint[] = (data?.by_status ?? []).map((row) => ({ label: label(row.status), value: row.amount_requested }));
  return (
    <Card data-testid="chart-support-requested">
      <BarChart title={t('shell.dashboard.support_chart')} points={points} />
    </Card>
  );
}
