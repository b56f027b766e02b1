import { Button, Field, makeStyles, ProgressBar } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { exportList } from './export-list.ts';
import type { ListState } from './list-state.ts';

const useStyles = makeStyles({ box: { display: 'flex', alignItems: 'center', gap: '8px', minWidth: '200px' }, bar: { minWidth: '160px' } });

/** Applied tab and filters, translated, for the export's filter sheet. */
function appliedFilters(screen: ListScreen, state: ListState, tKey: (key: string) => string): Array<[string, string]> {
  const tab: Array<[string, string]> = state.tab && screen.tabs.length > 1 ? [[tKey('common.list.tabs'), tKey(state.tab.label)]] : [];
  return [
    ...tab,
    ...screen.filters.flatMap((filter): Array<[string, string]> => {
      const value = state.filters[filter.param];
      if (!value) return [];
      const option = filter.options?.find((o) => o.value === value);
      return [[tKey(filter.label), option ? tKey(option.label) : value]];
    }),
  ];
}

/** Exports every row of the list as it is filtered, with its visible columns, to an .xlsx file. */
export function ListExportButton({ screen, state, params, query }: { screen: ListScreen; state: ListState; params: Record<string, string>; query: Record<string, string | number> }) {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setFailed(false);
    setProgress(0);
    try {
      const context = { language, translate: tKey, filters: appliedFilters(screen, state, tKey), texts: { sheet: t('shell.export.sheet'), filters: t('shell.export.filters') } };
      const blob = await exportList(screen, params, query, context, setProgress);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${tKey(screen.title)} ${formatDate(new Date().toISOString(), 'en').replace(/\//g, '-')}.xlsx`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      console.error('export failed', error);
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };
  if (progress !== null) {
    return (
      <Field className={styles.bar} validationMessage={t('shell.export.progress')} validationState="none">
        <ProgressBar value={progress} max={1} thickness="large" aria-label={t('shell.export.progress')} data-testid="export-progress" />
      </Field>
    );
  }
  return (
    <div className={styles.box}>
      <Button icon={<ArrowDownloadRegular />} onClick={() => void run()}>
        {t('shell.export.button')}
      </Button>
      {failed && <span role="alert">{t('shell.export.failed')}</span>}
    </div>
  );
}
