import { Card } from '@fluentui/react-components';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { AdministrativeDataForm } from './administrative-data-form.tsx';

/** The ministry's administrative data of the entity, as a card of its own on the entity's file (its form section heads it). */
export default function AdministrativeDataPanel({ record, userType }: PanelProps) {
  if (!canCall('saveAdministrativeData', userType) || !canCall('getAdministrativeData', userType)) return null;
  return (
    <Card>
      <AdministrativeDataForm entity={Number(record.id)} />
    </Card>
  );
}
