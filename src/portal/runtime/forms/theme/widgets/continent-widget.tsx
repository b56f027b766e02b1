import type { WidgetProps } from '@rjsf/utils';
import { PlaceSelect } from './place-select.tsx';

/** A continent (`continents/`), the first of the place selects; the value is its code (`AS`). */
export default function ContinentWidget(props: WidgetProps) {
  return <PlaceSelect widget={props} lookup="continents" parentField={undefined} />;
}
