import type { WidgetProps } from '@rjsf/utils';
import { parentFieldOf, type PlaceSelectOptions } from '../../../../../shared/place-selects.ts';
import { PlaceMultiSelect } from './place-multi-select.tsx';

/**
 * Several countries (`countries/`, all continents unless `dependsOn` names a continent field),
 * searchable, named in the page's language; the value is their ISO codes (`['JO', 'SY']`). A
 * mission's accredited countries, say.
 */
export default function CountriesWidget(props: WidgetProps) {
  const parentField = parentFieldOf('countries', props.options as PlaceSelectOptions);
  return <PlaceMultiSelect widget={props} lookup="countries" parentField={parentField} waitingHint="forms.widgets.lookups.choose_continent_first" />;
}
