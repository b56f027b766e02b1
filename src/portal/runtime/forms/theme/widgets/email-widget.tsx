import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

/** Field type 4, email: an `email` input (checked by the shared rule on blur and submit, not by the browser). */
export default function EmailWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="email" />;
}
