import type { WidgetProps } from '@rjsf/utils';
import { parentFieldOf, type PlaceSelectOptions } from '../../../../../shared/place-selects.ts';
import { PlaceSelect } from './place-select.tsx';

/**
 * A province (`provinces/?country=`); the value is its id. Disabled until the country field
 * (`dependsOn`, default `country`) has a value, unless `independent: true` (every province listed).
 */
export default function ProvinceWidget(props: WidgetProps) {
  const parentField = parentFieldOf('province', props.options as PlaceSelectOptions);
  return <PlaceSelect widget={props} lookup="provinces" parentField={parentField} waitingHint="forms.widgets.lookups.choose_country_first" />;
}
