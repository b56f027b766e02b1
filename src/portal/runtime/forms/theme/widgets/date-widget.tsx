import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

/** A date as `yyyy-mm-dd` (spec §5) through the browser's date input; cleared means absent. */
export default function DateWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate type="date" {...props} onChange={(value: string | undefined) => props.onChange(value || undefined)} />;
}
