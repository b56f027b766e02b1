import type { WidgetProps } from '@rjsf/utils';
import { PlaceSelect } from './place-select.tsx';

/** A ministry user a helpdesk ticket may be assigned to (`helpdesk/assignees/`), by name. */
export default function AssigneeWidget(props: WidgetProps) {
  return <PlaceSelect widget={props} lookup="assignees" parentField={undefined} />;
}
