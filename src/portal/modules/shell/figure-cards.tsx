import { Body1, makeStyles } from '@fluentui/react-components';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { useLatestAnswer } from '../../lib/use-latest-answer.ts';
import { loadFigures, visibleTo, type Figure } from './figures.ts';
import { StatCard } from './stat-card.tsx';

const useStyles = makeStyles({ grid: { display: 'flex', flexWrap: 'wrap', gap: '16px' } });

const linkOf = (figure: Figure) => (figure.route ? pathOf(figure.route, figure.params) : undefined);

/**
 * The totals the user may see, as cards linking to their lists. Until the totals come, the cards the
 * user's type may see are drawn without their numbers (busy), at their final size: nothing below them
 * moves when the numbers arrive (Lighthouse's layout shift on the overview, issue 19 item 7).
 */
export function FigureCards() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { user } = useSession();
  const userType = user?.user_type;
  const { answer: figures } = useLatestAnswer(JSON.stringify(userType ?? null), () => loadFigures(userType));
  const shown: Array<{ figure: Figure; total?: number }> = figures ? figures.map((figure) => ({ figure, total: figure.total })) : visibleTo(userType).map((figure) => ({ figure }));
  if (shown.length === 0) return figures ? <Body1>{t('shell.cards.no_figures')}</Body1> : null;
  return (
    <div className={styles.grid} {...(figures ? { 'data-testid': 'figure-cards' } : { 'aria-busy': true, 'data-testid': 'figure-cards-loading' })}>
      {shown.map(({ figure, total }) => (
        <StatCard key={figure.key} label={tKey(figure.label)} total={total} to={linkOf(figure)} />
      ))}
    </div>
  );
}
