import { DocumentPdfRegular, PrintRegular, ReceiptRegular } from '@fluentui/react-icons';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { viewCodes } from '../../../shared/workflow/view-codes.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { PrintsCard, type RecordPrint } from '../../runtime/screens/prints-card.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

type Print = RecordPrint & { view?: string };

// spec/api/fund-transfer-prints.yaml: the transfer itself, and the receipts once it is in their view
// of spec/workflows/fund-transfer.yaml (`authorised`, `at_bank`).
const PRINTS: Print[] = [
  { operation: 'exportFundTransferPdf', label: 'fund_transfer.print.item', icon: <PrintRegular />, path: (id) => `/ft/fund-transfer/${id}/export-item-pdf/` },
  { operation: 'printMinistryFundTransferReceipt', label: 'fund_transfer.receipts.ministry.button', icon: <ReceiptRegular />, path: () => '/ft/mofa-receipt/', query: (id) => ({ ft_ids: String(id) }), view: 'authorised' },
  { operation: 'printCentralBankFundTransferReceipt', label: 'fund_transfer.receipts.central_bank.button', icon: <DocumentPdfRegular />, path: () => '/ft/central-bank-receipt/', query: (id) => ({ ft_ids: String(id) }), view: 'at_bank' },
];

/**
 * A fund transfer's prints on its page (the shared `PrintsCard`): its print view (`ft/ftprint/{id}`), its PDF with its
 * history, and the ministry's and the central bank's receipts once it has reached them.
 */
export default function PrintsPanel({ record, userType }: PanelProps) {
  const { t } = useT();
  const id = Number(record.id);
  const prints = PRINTS.filter((print) => !print.view || viewCodes('fund-transfer', print.view).includes(String(record.status)));
  return (
    <PrintsCard headingKey="fund_transfer.print.title" id={id} userType={userType} prints={prints}>
      <RouteButton to={pathOf('fund_transfer.print', { id })}>{t('fund_transfer.print.view')}</RouteButton>
    </PrintsCard>
  );
}
