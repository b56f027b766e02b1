import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

/** A number input (RJSF's `updown`): `min`/`max` from the schema; `e`, `+` and `-` are blocked. */
export default function NumberWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate type="number" {...props} />;
}
