import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { chartTicks } from './chart-scale.ts';

export type ChartPoint = { label: string; value: number };

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  plot: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '8px', height: '220px' },
  // Ticks sit at their value's height (the last one, the bound, need not be a whole step away).
  axis: { position: 'relative', width: '56px', fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  tick: { position: 'absolute', insetInlineEnd: 0, transform: 'translateY(50%)', whiteSpace: 'nowrap' },
  bars: {
    display: 'flex', alignItems: 'flex-end', gap: '8px', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: tokens.colorNeutralStroke1,
    borderInlineStartWidth: '1px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorNeutralStroke1, paddingInline: '8px',
  },
  bar: { flexGrow: 1, backgroundColor: tokens.colorBrandBackground, borderRadius: '2px 2px 0 0', minHeight: '1px' },
  labels: { display: 'flex', gap: '8px', paddingInlineStart: '64px', fontSize: tokens.fontSizeBase100 },
  label: { flexGrow: 1, flexBasis: 0, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** A bar chart whose y-axis tops out at the largest value + 1,000,000, in steps of 1,000,000. */
export function BarChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const styles = useStyles();
  const { t, language } = useT();
  const ticks = chartTicks(points.map((p) => p.value));
  const top = ticks[ticks.length - 1]!;
  const compact = (n: number) => formatNumber(n, language, { notation: 'compact' });
  return (
    <figure className={styles.figure}>
      <figcaption>
        <Body1 as="h3" style={{ margin: 0 }}>{title}</Body1>
      </figcaption>
      {points.length === 0 ? (
        <Body1>{t('shell.chart.empty')}</Body1>
      ) : (
        <>
          <div className={styles.plot}>
            <div className={styles.axis} aria-hidden data-testid="chart-ticks">
              {ticks.map((tick) => (
                <span key={tick} className={styles.tick} style={{ bottom: `${(tick / top) * 100}%` }}>
                  {compact(tick)}
                </span>
              ))}
            </div>
            <ul className={styles.bars} style={{ listStyle: 'none', margin: 0 }} aria-label={title}>
              {points.map((point) => (
                <li
                  key={point.label}
                  className={styles.bar}
                  style={{ height: `${(point.value / top) * 100}%` }}
                  aria-label={t('shell.chart.value', { label: point.label, value: formatNumber(point.value, language) })}
                  title={t('shell.chart.value', { label: point.label, value: formatNumber(point.value, language) })}
                />
              ))}
            </ul>
          </div>
          <div className={styles.labels} aria-hidden>
            {points.map((point) => (
              <span key={point.label} className={styles.label}>{point.label}</span>
            ))}
          </div>
        </>
      )}
    </figure>
  );
}
