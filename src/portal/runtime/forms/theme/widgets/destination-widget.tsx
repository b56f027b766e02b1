import type { WidgetProps } from '@rjsf/utils';
import { PlaceSelect } from './place-select.tsx';

/** An entity a user can be transferred to (`destinations/`: `local_entity_3`), searchable by its label. */
export default function DestinationWidget(props: WidgetProps) {
  return <PlaceSelect widget={props} lookup="destinations" parentField={undefined} />;
}
