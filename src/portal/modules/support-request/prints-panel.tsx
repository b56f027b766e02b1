import { DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { PrintsCard, type RecordPrint } from '../../runtime/screens/prints-card.tsx';

// spec/api/support-request.yaml: the request's fields, and everything its page shows (donations, comments, history).
const PRINTS: RecordPrint[] = [
  { operation: 'printSupportRequest', label: 'support_request.print.item', icon: <PrintRegular />, path: (id) => `/support/request/${id}/print` },
  { operation: 'printSupportRequestDetailed', label: 'support_request.print.detailed', icon: <DocumentPdfRegular />, path: (id) => `/support/request/${id}/detailed_print` },
];

/** A support request's prints on its page (the shared `PrintsCard`, as a fund transfer's). */
export default function PrintsPanel({ record, userType }: PanelProps) {
  return <PrintsCard headingKey="support_request.print.panel" id={Number(record.id)} userType={userType} prints={PRINTS} />;
}
