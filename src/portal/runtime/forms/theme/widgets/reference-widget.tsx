import type { WidgetProps } from '@rjsf/utils';
import { referenceLookups } from '../../../../../../generated/entities/reference-lookups.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import { LightCombobox } from '../../lookups/light-combobox.tsx';
import { PlaceSelect } from './place-select.tsx';
import { ReferenceSearch } from './reference-search.tsx';

/**
 * The picker of an `x-reference` field (the id of another entity's record), chosen by the form
 * runtime for every such field: a searchable select of the records by name in the page's language.
 * An entity whose `x-lookup` lists everything is loaded once; one with `search` (foreign entities)
 * asks the server as the user types. A field the user may not change (read-only for their user
 * type) asks nothing: it shows the name the server sent with the record, so no list the user's
 * rules do not open is ever requested (a refused read would end the session).
 */
export default function ReferenceWidget(props: WidgetProps) {
  const entity = String(props.options.entity);
  if (props.readonly || props.disabled) return <FixedReference widget={props} />;
  if (referenceLookups[entity]?.search) return <ReferenceSearch widget={props} entity={entity} />;
  return <PlaceSelect widget={props} lookup={`record:${entity}`} parentField={undefined} />;
}

/** A reference shown, not chosen: the record's name (`<field>_name`), unchangeable, in a disabled combobox drawn without Fluent's Combobox. */
function FixedReference({ widget }: { widget: WidgetProps }) {
  const { id, name, value, registry } = widget;
  const savedName = useSiblingValue(registry, `${name}_name`) as string | undefined;
  const present = value !== undefined && value !== null && value !== '';
  return <LightCombobox id={id} value={present ? (savedName ?? '') : ''} disabled />;
}
