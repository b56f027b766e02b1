import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import type { ScreenJourney } from '../../../shared/spec-model.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`, listStyleType: 'none', margin: 0, padding: 0 },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorNeutralForeground2 },
  hidden: { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  badge: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0,
    inlineSize: '28px', blockSize: '28px', borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  badgeCurrent: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}` },
  badgeDone: { color: tokens.colorBrandForeground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
});

/**
 * The steps of a task that spans several screens or form steps (spec `journey`): numbered, the
 * current one marked (`aria-current="step"`), the ones behind it checked. `at` is the 1-based
 * step shown now. Numbers follow the page's language (Arabic-Indic in Arabic).
 */
export function JourneySteps({ journey, at = journey.at }: { journey: ScreenJourney; at?: number }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  return (
    <nav aria-label={t('common.steps.label', { current: at, total: journey.steps.length })}>
      <ol className={styles.list}>
        {journey.steps.map((title, index) => {
          const number = index + 1;
          const state = number < at ? 'done' : number === at ? 'current' : 'next';
          return (
            <li key={title} className={mergeClasses(styles.step, state === 'current' && styles.current, state === 'done' && styles.done)} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={mergeClasses(styles.badge, state === 'current' && styles.badgeCurrent, state === 'done' && styles.badgeDone)} aria-hidden="true">
                {state === 'done' ? <CheckmarkRegular /> : formatNumber(number, language)}
              </span>
              <span>
                {tKey(title)}
                {state === 'done' && <span className={styles.hidden}> {t('common.steps.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
