import { Body1, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title2, tokens } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { useLookupOptions } from '../../runtime/forms/lookups/use-lookup-options.ts';
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
        <Table aria-labelledby="restriction-history-heading">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('fund_transfer.fields.country')}</TableHeaderCell>
              <TableHeaderCell>{t('fund_transfer.restricted.change')}</TableHeaderCell>
              <TableHeaderCell>{t('fund_transfer.restricted.by')}</TableHeaderCell>
              <TableHeaderCell>{t('fund_transfer.restricted.when')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.data.map((row, index) => (
              <TableRow key={`${row.created}-${row.country}-${index}`}>
                <TableCell>{nameOf(row.country)}</TableCell>
                <TableCell>{t(row.action === 'added' ? 'fund_transfer.restricted.action_added' : 'fund_transfer.restricted.action_removed')}</TableCell>
                <TableCell>{row.user_name ?? ''}</TableCell>
                <TableCell>{formatDateTime(row.created, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
