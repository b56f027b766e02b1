import { Button, Card, CardHeader, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, PrintRegular, ReceiptRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactElement } from 'react';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';
import type { OperationId } from '../../../../generated/api/operations.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { viewCodes } from '../../../shared/workflow/view-codes.ts';
import { useT } from '../../lib/i18n.ts';
import { openWithLinkToken } from '../../lib/open-with-link-token.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

const useStyles = makeStyles({ box: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` } });


type Print = { operation: OperationId; label: I18nKey; icon: ReactElement; path: (id: number) => string; query?: (id: number) => Record<string, string>; view?: string };

// spec/api/fund-transfer-prints.yaml: the transfer itself, and the receipts once it is in their view
// of spec/workflows/fund-transfer.yaml (`authorised`, `at_bank`).
const PRINTS: Print[] = [
  { operation: 'exportFundTransferPdf', label: 'fund_transfer.print.item', icon: <PrintRegular />, path: (id) => `/ft/fund-transfer/${id}/export-item-pdf/` },
  { operation: 'printMinistryFundTransferReceipt', label: 'fund_transfer.receipts.ministry.button', icon: <ReceiptRegular />, path: () => '/ft/mofa-receipt/', query: (id) => ({ ft_ids: String(id) }), view: 'authorised' },
  { operation: 'printCentralBankFundTransferReceipt', label: 'fund_transfer.receipts.central_bank.button', icon: <DocumentPdfRegular />, path: () => '/ft/central-bank-receipt/', query: (id) => ({ ft_ids: String(id) }), view: 'at_bank' },
];

/**
 * A fund transfer's prints on its page: its print view (`ft/ftprint/{id}`), its PDF with its history, and the ministry's and the
 * central bank's receipts once it has reached them. Each opens in a new tab with a single-use link
 * token, in the portal's language; a refusal shows beside the buttons.
 */
export default function PrintsPanel({ record, userType }: PanelProps) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [refused, setRefused] = useState<string>();
  const id = Number(record.id);
  const prints = PRINTS.filter((print) => canCall(print.operation, userType) && canCall('createLinkToken', userType) && (!print.view || viewCodes('fund-transfer', print.view).includes(String(record.status))));
  const open = async (print: Print) => {
    const error = await openWithLinkToken(print.operation, print.path(id), { ...print.query?.(id), lang: language });
    setRefused(error === undefined ? undefined : error || t('errors.error_occurred'));
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('fund_transfer.print.title')}</Subtitle2>} />
      <div className={styles.box}>
        <RouteButton to={pathOf('fund_transfer.print', { id })}>{t('fund_transfer.print.view')}</RouteButton>
        {prints.map((print) => (
          <Button key={print.operation} icon={print.icon} onClick={() => void open(print)}>{tKey(print.label)}</Button>
        ))}
        {refused && <span role="alert">{refused}</span>}
      </div>
    </Card>
  );
}
