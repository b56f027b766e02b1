import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { workflows } from '../../../../generated/workflows/index.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  ways: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * `ft/submission-success?transaction_id=`: where a saved fund transaction lands (product spec
 * section 8): its number and state, and the ways on — the transaction (to submit it, print it) and
 * the transactions list. A 400 keeps the form and its errors instead (the form runtime).
 */
export default function SubmissionSuccessPage() {
  const { t, tKey } = useT();
  const styles = useStyles();
  const [search] = useSearchParams();
  const id = Number(search.get('transaction_id'));
  const { result, reload } = useOperation(Number.isInteger(id) && id > 0 ? 'getFundTransaction' : undefined, { params: { id } });
  const state = result?.ok ? workflows['fund-transaction']!.definition.states.find((s) => s.code === result.data.status) : undefined;
  return (
    <section className={styles.page} aria-labelledby="submission-success-heading">
      <Title2 as="h1" id="submission-success-heading">{t('fund_transfer.transaction.titles.saved')}</Title2>
      {!result && Number.isInteger(id) && id > 0 && <Spinner label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('fund_transfer.transaction.help.saved', { number: result.data.transaction_no ?? '', state: state ? tKey(state.label) : '' })}</MessageBarBody>
          </MessageBar>
          <Body1 as="p">{t(result.data.status === 'draft' ? 'fund_transfer.transaction.help.submit_next' : 'fund_transfer.transaction.help.submitted_next')}</Body1>
          <div className={styles.ways}>
            <RouteButton appearance="primary" to={pathOf('fund_transfer.transaction', { id })}>{t('fund_transfer.transaction.actions.open')}</RouteButton>
            <RouteButton to={pathOf('fund_transfer.transactions', { status: 'all' })}>{t('fund_transfer.transaction.titles.list')}</RouteButton>
          </div>
        </>
      )}
    </section>
  );
}
