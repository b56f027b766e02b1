import type { WidgetProps } from '@rjsf/utils';
import { PlaceSelect } from './place-select.tsx';

/** A department of `departments/` (its id), named in the page's language. */
export default function DepartmentWidget(props: WidgetProps) {
  return <PlaceSelect widget={props} lookup="departments" parentField={undefined} />;
}
