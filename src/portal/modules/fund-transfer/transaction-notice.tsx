import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';
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

export type TransactionNoticeTexts = {
  title: I18nKey;
  /** The status line, given `{{number}}` and `{{state}}` of the transaction. */
  message: I18nKey;
  /** What to do next, by whether the transaction is still a draft. */
  next: { draft: I18nKey; submitted: I18nKey };
};

/**
 * A page that tells what just happened to the fund transaction `?transaction_id=` (saved, or its
 * submitter authenticated): a status line with its number and state, what comes next, and the ways
 * on — the transaction and the transactions list.
 */
export function TransactionNotice({ texts }: { texts: TransactionNoticeTexts }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [search] = useSearchParams();
  const id = Number(search.get('transaction_id'));
  const { result, reload } = useOperation(Number.isInteger(id) && id > 0 ? 'getFundTransaction' : undefined, { params: { id } });
  const state = result?.ok ? workflows['fund-transaction']!.definition.states.find((s) => s.code === result.data.status) : undefined;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Title2 as="h1" id={headingId}>{tKey(texts.title)}</Title2>
      {!result && Number.isInteger(id) && id > 0 && <Spinner label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{tKey(texts.message, { number: result.data.transaction_no ?? '', state: state ? tKey(state.label) : '' })}</MessageBarBody>
          </MessageBar>
          <Body1 as="p">{tKey(result.data.status === 'draft' ? texts.next.draft : texts.next.submitted)}</Body1>
          <div className={styles.ways}>
            <RouteButton appearance="primary" to={pathOf('fund_transfer.transaction', { id })}>{t('fund_transfer.transaction.actions.open')}</RouteButton>
            <RouteButton to={pathOf('fund_transfer.transactions', { status: 'all' })}>{t('fund_transfer.transaction.titles.list')}</RouteButton>
          </div>
        </>
      )}
    </section>
  );
}
