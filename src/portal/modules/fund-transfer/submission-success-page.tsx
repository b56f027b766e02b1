import { TransactionNotice } from './transaction-notice.tsx';

/**
 * `ft/submission-success?transaction_id=`: where a saved fund transaction lands (product spec
 * section 8): its number and state, and the ways on. A 400 keeps the form and its errors instead
 * (the form runtime).
 */
export default function SubmissionSuccessPage() {
  return (
    <TransactionNotice
      texts={{
        title: 'fund_transfer.transaction.titles.saved',
        message: 'fund_transfer.transaction.help.saved',
        next: { draft: 'fund_transfer.transaction.help.submit_next', submitted: 'fund_transfer.transaction.help.submitted_next' },
      }}
    />
  );
}
