import { useEffect, useState } from 'react';
import { Body1, makeStyles } from '@fluentui/react-components';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { useLatestAnswer } from '../../lib/use-latest-answer.ts';
import { forgetLanding, landingFigures, loadFigures, visibleTo, type Figure } from './figures.ts';
import { StatCard } from './stat-card.tsx';

const useStyles = makeStyles({ grid: { display: 'flex', flexWrap: 'wrap', gap: '16px' } });

const linkOf = (figure: Figure) => (figure.route ? pathOf(figure.route, figure.params) : undefined);

/**
 * The totals the user may see, as cards linking to their lists. Until the totals come, the cards the
 * user's type may see are drawn without their numbers (busy), at their final size: nothing below them
 * moves when the numbers arrive (Lighthouse's layout shift on the overview, issue 19 item 7). At landing,
 * totals that came with the page are drawn in the first render.
 */
export function FigureCards() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { user } = useSession();
  const userType = user?.user_type;
  // At landing the route's loader has asked them: drawn at once when they have come, else awaited.
  const [landed] = useState(() => landingFigures(userType));
  useEffect(() => void (landed && forgetLanding(landed)), [landed]);
  const mine = landed?.userType === userType ? landed : undefined;
  const { answer } = useLatestAnswer(mine?.settled ? undefined : JSON.stringify(userType ?? null), () => mine?.figures ?? loadFigures(userType));
  const figures = mine?.settled ?? answer;
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
