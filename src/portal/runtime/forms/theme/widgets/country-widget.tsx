import type { WidgetProps } from '@rjsf/utils';
import { parentFieldOf, type PlaceSelectOptions } from '../../../../../shared/place-selects.ts';
import { AdviceNote, type AdviceOption } from './advice-note.tsx';
import { PlaceSelect } from './place-select.tsx';

/**
 * A country (`countries/?continent=`), searchable; the value is its ISO code (`KW`). Disabled until
 * the continent field (`dependsOn`, default `continent`) has a value, unless `independent: true`. With
 * `advice: { operation, param, title? }` the server's text about the chosen country shows under it.
 */
export default function CountryWidget(props: WidgetProps) {
  const parentField = parentFieldOf('country', props.options as PlaceSelectOptions);
  const select = <PlaceSelect widget={props} lookup="countries" parentField={parentField} waitingHint="forms.widgets.lookups.choose_continent_first" />;
  // `advice: { operation, param }`: the server's text about the chosen country under the select (safe travel).
  const advice = (props.options as { advice?: AdviceOption }).advice;
  if (!advice) return select;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '8px' }}>
      {select}
      <AdviceNote advice={advice} value={props.value} />
    </div>
  );
}
