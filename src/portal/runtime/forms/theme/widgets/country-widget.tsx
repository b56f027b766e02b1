import type { WidgetProps } from '@rjsf/utils';
import { parentFieldOf, type PlaceSelectOptions } from '../../../../../shared/place-selects.ts';
import { PlaceSelect } from './place-select.tsx';

/**
 * A country (`countries/?continent=`), searchable; the value is its ISO code (`KW`). Disabled until
 * the continent field (`dependsOn`, default `continent`) has a value, unless `independent: true`.
 */
export default function CountryWidget(props: WidgetProps) {
  const parentField = parentFieldOf('country', props.options as PlaceSelectOptions);
  return <PlaceSelect widget={props} lookup="countries" parentField={parentField} waitingHint="forms.widgets.lookups.choose_continent_first" />;
}
