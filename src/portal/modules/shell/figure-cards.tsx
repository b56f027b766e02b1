import { Body1, makeStyles, Spinner } from '@fluentui/react-components';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { useLatestAnswer } from '../../lib/use-latest-answer.ts';
import { loadFigures } from './figures.ts';
import { StatCard } from './stat-card.tsx';

const useStyles = makeStyles({ grid: { display: 'flex', flexWrap: 'wrap', gap: '16px' } });

/** The totals the user may see, as cards linking to their lists. */
export function FigureCards() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { user } = useSession();
  const userType = user?.user_type;
  const { answer: figures } = useLatestAnswer(JSON.stringify(userType ?? null), () => loadFigures(userType));
  if (!figures) return <Spinner size="small" label={t('common.loading')} />;
  if (figures.length === 0) return <Body1>{t('shell.cards.no_figures')}</Body1>;
  return (
    <div className={styles.grid} data-testid="figure-cards">
      {figures.map((figure) => (
        <StatCard key={figure.key} label={tKey(figure.label)} total={figure.total} to={figure.route ? pathOf(figure.route, figure.params) : undefined} />
      ))}
    </div>
  );
}
