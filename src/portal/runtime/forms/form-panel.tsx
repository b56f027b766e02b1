import { Card } from '@fluentui/react-components';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import { canCall } from '../screens/can-call.ts';
import { EmbeddedForm } from './embedded-form.tsx';

/**
 * A form screen inside a detail screen (`panels: [{ form: name }]`): its own card, headed by its
 * section; `load` and the save take the record's `id`. Shown to those whose rules grant both.
 */
export default function FormPanel({ screen, record, userType }: { screen: FormScreen; record: Record<string, unknown>; userType?: string }) {
  if (!canCall(screen.operation, userType) || (screen.load && !canCall(screen.load, userType))) return null;
  return (
    <Card>
      <EmbeddedForm screen={screen} params={{ id: Number(record.id) }} />
    </Card>
  );
}
