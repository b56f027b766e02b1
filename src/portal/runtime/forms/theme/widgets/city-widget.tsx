import type { WidgetProps } from '@rjsf/utils';
import { parentFieldOf, type PlaceSelectOptions } from '../../../../../shared/place-selects.ts';
import { PlaceSelect } from './place-select.tsx';

/** A city (`cities/?province=`); the value is its id. Disabled until the province field (`dependsOn`, default `province`) has one. */
export default function CityWidget(props: WidgetProps) {
  const parentField = parentFieldOf('city', props.options as PlaceSelectOptions);
  return <PlaceSelect widget={props} lookup="cities" parentField={parentField} waitingHint="forms.widgets.lookups.choose_province_first" />;
}
