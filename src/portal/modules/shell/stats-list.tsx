import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { statisticsColumns } from './chart-scale.ts';

export type Statistic = { key: string; label: string; value: number };

const useStyles = makeStyles({
  columns: { display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', justifyContent: 'space-between', gap: '8px', paddingBlock: '6px', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: tokens.colorNeutralStroke2 },
});

/** Named figures; 5 or more split into two columns (product spec section 2). */
export function StatsList({ items }: { items: Statistic[] }) {
  const styles = useStyles();
  const { language } = useT();
  return (
    <div className={styles.columns} data-columns={statisticsColumns(items).length}>
      {statisticsColumns(items).map((column, index) => (
        <ul key={index} className={styles.list}>
          {column.map((item) => (
            <li key={item.key} className={styles.item}>
              <Body1>{item.label}</Body1>
              <Body1 as="strong">{formatNumber(item.value, language)}</Body1>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
