import type { PanelProps } from '../../../shared/spec-model.ts';
import { AdviceNote } from '../../runtime/forms/theme/widgets/advice-note.tsx';

/** The ministry's travel advice for the notification's country, on its page (as its form shows it when the country is picked). */
export default function AdvicePanel({ record }: PanelProps) {
  return <AdviceNote advice={{ operation: 'getSafeTravelMessage', param: 'country_pk', title: 'safe_travel.message.title' }} value={record.travel_country} />;
}
