import type { WidgetProps } from '@rjsf/utils';
import { PlaceSelect } from './place-select.tsx';

/** A diplomatic mission (`diplomatic-mission/`, its id), named in the page's language; searchable. */
export default function MissionWidget(props: WidgetProps) {
  return <PlaceSelect widget={props} lookup="missions" parentField={undefined} />;
}
