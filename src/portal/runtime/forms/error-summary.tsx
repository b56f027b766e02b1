import { Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n.ts';

/** One problem: the field's label and message, and the id of the control to focus (none for the form as a whole). */
export type SummaryEntry = { key: string; message: string; label?: string; target?: string };

const useStyles = makeStyles({
  root: {
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteRedBorder2}`,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalXL,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  label: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
});

/** Focuses the control of a field: the element with the id, or the first control inside it (a group). */
export function focusControl(id: string): void {
  const element = document.getElementById(id);
  const control = element?.matches('input, select, textarea, button') ? element : element?.querySelector<HTMLElement>('input, select, textarea, button');
  control?.focus();
  control?.scrollIntoView?.({ block: 'center' });
}

/**
 * GOV.UK error summary: a headed list at the top of a failed form, each entry a link that focuses
 * its field. It takes the focus each time `focusKey` grows (after a failed submit).
 */
export default function ErrorSummary({ entries, focusKey }: { entries: SummaryEntry[]; focusKey: number }) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) root.current?.focus();
  }, [focusKey]);
  if (entries.length === 0) return null;
  return (
    <div ref={root} role="alert" aria-labelledby={headingId} tabIndex={-1} className={styles.root}>
      <Subtitle1 as="h2" id={headingId}>
        {t('common.form.errors_title')}
      </Subtitle1>
      <ul className={styles.list}>
        {entries.map(({ key, message, label, target }) => (
          <li key={key}>
            {target ? (
              <Link
                href={`#${target}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusControl(target);
                }}
              >
                {label && <span className={styles.label}>{label}</span>}
                {message}
              </Link>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
