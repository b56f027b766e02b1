import { TransactionNotice } from './transaction-notice.tsx';

/**
 * `ft/authentication-success?transaction_id=`: where the FT manager lands once Kuwait Mobile ID has
 * approved their authentication for a transaction (`ft/auth-url/`): the transaction may now be submitted.
 */
export default function AuthenticationSuccessPage() {
  return (
    <TransactionNotice
      texts={{
        title: 'fund_transfer.paci.title_success',
        message: 'fund_transfer.paci.success',
        next: { draft: 'fund_transfer.paci.submit_next', submitted: 'fund_transfer.transaction.help.submitted_next' },
      }}
    />
  );
}
