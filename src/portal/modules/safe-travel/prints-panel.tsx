import { PrintRegular } from '@fluentui/react-icons';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { PrintsCard, type RecordPrint } from '../../runtime/screens/prints-card.tsx';

// spec/api/safe-travel.yaml: the notification with its travellers, partners, the country's advice and its history.
const PRINTS: RecordPrint[] = [{ operation: 'printSafeTravel', label: 'safe_travel.print.item', icon: <PrintRegular />, path: (id) => `/safe-travel-print/${id}/` }];

/** A notification's print on its page (the shared `PrintsCard`, as a support request's). */
export default function PrintsPanel({ record, userType }: PanelProps) {
  return <PrintsCard headingKey="safe_travel.print.panel" id={Number(record.id)} userType={userType} prints={PRINTS} />;
}
