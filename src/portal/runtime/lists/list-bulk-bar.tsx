import { Body1Strong, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format/locale.ts';
import type { BulkAction } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { BulkDialog } from './bulk-dialog.tsx';
import type { ListSelection } from './list-selection.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground2, borderRadius: tokens.borderRadiusMedium,
  },
  count: { marginInlineEnd: tokens.spacingHorizontalM },
});

/**
 * The bulk actions of a list (`bulk:` of its descriptor), shown once rows are ticked: how many, a
 * button per action (each opens its dialog) and Clear. After an action the list is asked again and
 * the ticks are cleared; the toast says how many records changed.
 */
export function ListBulkBar({ screen, selection, onDone }: { screen: ListScreen; selection: ListSelection; onDone: () => void }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const [action, setAction] = useState<BulkAction>();
  const count = selection.rows.size;
  if (!screen.bulk || count === 0) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t('common.bulk.region')}>
      <Body1Strong className={styles.count} aria-live="polite">{t('common.bulk.selected', { count, shown: formatNumber(count, language) })}</Body1Strong>
      {screen.bulk.actions.map((one) => (
        <Button key={one.key} onClick={() => setAction(one)}>{tKey(one.label)}</Button>
      ))}
      <Button appearance="subtle" onClick={selection.clear}>{t('common.bulk.clear')}</Button>
      {action && (
        <BulkDialog
          screen={screen}
          action={action}
          rows={[...selection.rows.values()]}
          onClose={() => setAction(undefined)}
          onDone={() => {
            setAction(undefined);
            selection.clear();
            onDone();
          }}
        />
      )}
    </div>
  );
}
