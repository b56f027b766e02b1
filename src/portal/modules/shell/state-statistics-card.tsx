import { Body1, Card, makeStyles, Subtitle1 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { workflows } from '../../../../generated/workflows/index.ts';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useAnyOperation } from '../../lib/use-operation.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { isStateCounts, type stateStatistics } from './dashboard-statistics.ts';
import { StatsList, type Statistic } from './stats-list.tsx';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: '8px' } });

/** One module's records per state of its workflow, as its `statistics/` counts them for the user, and their total. */
export function StateStatisticsCard({ source }: { source: (typeof stateStatistics)[number] }) {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  const { data } = useAnyOperation(source.operation, {}, { onAnswer: logFailure(source.operation) });
  const items: Statistic[] = useMemo(() => {
    if (!isStateCounts(data)) return [];
    const states = workflows[source.workflow]!.definition.states;
    return data.by_status.map((row) => {
      const state = states.find((s) => String(s.code) === String(row.status));
      return { key: String(row.status), label: state ? tKey(state.label) : String(row.status), value: row.count };
    });
  }, [data, source.workflow, tKey]);
  const headingId = `statistics-${source.key}`;
  return (
    <Card className={styles.card} aria-labelledby={headingId} role="region" data-testid={`statistics-${source.key}`}>
      <Subtitle1 as="h3" id={headingId} style={{ margin: 0 }}>{t(source.title)}</Subtitle1>
      {isStateCounts(data) && (
        <>
          <Body1>{t('shell.dashboard.total', { total: formatNumber(data.total, language) })}</Body1>
          <StatsList items={items} />
        </>
      )}
    </Card>
  );
}
