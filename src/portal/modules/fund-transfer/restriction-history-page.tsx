import { Body1, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { useLookupOptions } from '../../runtime/forms/lookups/use-lookup-options.ts';
import { RecordList } from '../../runtime/lists/record-list.tsx';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';
import { formatDateTime } from '../../../shared/format/format-date.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** `ft/restrictions/history/{status}`: who added or removed which restricted country, and when, newest first. */
export default function RestrictionHistoryPage() {
  const { t, language } = useT();
  const styles = useStyles();
  const { result, reload } = useOperation('listRestrictedCountryHistory');
  const countries = useLookupOptions('countries', undefined, false);
  const nameOf = (code: string) => {
    const option = countries.options.find((o) => String(o.value) === code);
    return option ? (language === 'ar' ? option.name_ar : option.name_en) : code;
  };
  return (
    <section className={styles.page} aria-labelledby="restriction-history-heading">
      <div className={styles.head}>
        <Title2 as="h1" id="restriction-history-heading">{t('fund_transfer.restricted.history')}</Title2>
        <RouteButton to={pathOf('fund_transfer.restrictions', { status: 'all' })}>{t('fund_transfer.restricted.countries')}</RouteButton>
      </div>
      {!result && <Spinner label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && result.data.length === 0 && <Body1 as="p">{t('fund_transfer.restricted.no_history')}</Body1>}
      {result?.ok && result.data.length > 0 && (
        <RecordList
          rows={result.data.map((row, index) => ({ ...row, index }))}
          rowKey={(row) => `${row.created}-${row.country}-${row.index}`}
          labelledBy="restriction-history-heading"
          columns={[
            { key: 'country', label: t('fund_transfer.fields.country'), value: (row) => nameOf(row.country) },
            { key: 'change', label: t('fund_transfer.restricted.change'), value: (row) => t(row.action === 'added' ? 'fund_transfer.restricted.action_added' : 'fund_transfer.restricted.action_removed') },
            { key: 'by', label: t('fund_transfer.restricted.by'), value: (row) => row.user_name ?? '' },
            { key: 'when', label: t('fund_transfer.restricted.when'), value: (row) => formatDateTime(row.created, language) },
          ]}
        />
      )}
    </section>
  );
}
