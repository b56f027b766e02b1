import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

/** Field type 7, decimal: a number input from 0 with any step; `e`, `+` and `-` are blocked by `BaseInputTemplate`. */
export default function DecimalWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="number" options={{ ...props.options, step: 'any' }} schema={{ ...props.schema, minimum: 0 }} />;
}
