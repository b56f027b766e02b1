import type { WidgetProps } from '@rjsf/utils';
import { parentFieldOf, type PlaceSelectOptions } from '../../../../../shared/place-selects.ts';
import { PlaceMultiSelect } from './place-multi-select.tsx';

/**
 * Several provinces (`provinces/?country=`), those of the country or countries the `dependsOn` field
 * holds (default `country`; a mission's accredited countries); the value is their ids. Waits until that
 * field has a value, and drops a province whose country was taken out.
 */
export default function ProvincesWidget(props: WidgetProps) {
  const parentField = parentFieldOf('provinces', props.options as PlaceSelectOptions);
  return <PlaceMultiSelect widget={props} lookup="provinces" parentField={parentField} waitingHint="forms.widgets.lookups.choose_country_first" />;
}
