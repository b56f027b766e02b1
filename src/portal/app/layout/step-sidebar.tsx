import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CheckmarkRegular, EyeRegular, WarningFilled } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';

/** A step's state in the sidebar (product spec section 2: complete, next, checked, attention). */
export type StepState = 'complete' | 'next' | 'checked' | 'attention' | 'pending';
export type SidebarStep = { key: string; title: string; state: StepState };

const icons: Partial<Record<StepState, ReactElement>> = {
  complete: <CheckmarkCircleFilled aria-hidden color={tokens.colorPaletteGreenForeground1} />,
  checked: <CheckmarkRegular aria-hidden />,
  attention: <WarningFilled aria-hidden color={tokens.colorPaletteRedForeground1} />,
};

const useStyles = makeStyles({
  nav: { minWidth: '220px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  step: { width: '100%', justifyContent: 'flex-start', gap: '10px', textAlign: 'start' },
  number: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '28px', height: '28px', flexShrink: 0, borderRadius: '50%',
    backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold,
  },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  attention: { backgroundColor: tokens.colorPaletteRedBackground2 },
  title: { flexGrow: 1 },
});

/**
 * Numbered steps of a multi-step request; each shows its state (icon and, for screen readers,
 * words). `preview` adds a last Preview entry; the current entry has aria-current="step".
 */
export function StepSidebar({ steps, current, onSelect, preview }: { steps: SidebarStep[]; current: string; onSelect: (key: string) => void; preview?: boolean }) {
  const styles = useStyles();
  const { t, language } = useT();
  const entries = preview ? [...steps, { key: 'preview', title: t('shell.steps.preview'), state: 'pending' as const }] : steps;
  return (
    <nav className={styles.nav} aria-label={t('shell.steps.title')}>
      <ol className={styles.list}>
        {entries.map((step, index) => {
          const isCurrent = step.key === current;
          const isPreview = preview && step.key === 'preview';
          return (
            <li key={step.key} data-state={step.state}>
              <Button
                appearance={isCurrent ? 'secondary' : 'subtle'}
                className={styles.step}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`${t('shell.steps.step', { number: formatNumber(index + 1, language), title: step.title })} – ${t(`shell.steps.states.${step.state}`)}`}
                onClick={() => onSelect(step.key)}
              >
                <span aria-hidden className={mergeClasses(styles.number, isCurrent && styles.current, step.state === 'attention' && styles.attention)}>
                  {isPreview ? <EyeRegular /> : formatNumber(index + 1, language)}
                </span>
                <span className={styles.title}>{step.title}</span>
                {icons[step.state]}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
