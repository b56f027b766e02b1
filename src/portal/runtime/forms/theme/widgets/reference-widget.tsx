import { Combobox } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { referenceLookups } from '../../../../../../generated/entities/reference-lookups.ts';
import { useSession } from '../../../../app/session-context.tsx';
import { canCall } from '../../../screens/can-call.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import { PlaceSelect } from './place-select.tsx';
import { ReferenceSearch } from './reference-search.tsx';

/**
 * The picker of an `x-reference` field (the id of another entity's record), chosen by the form
 * runtime for every such field: a searchable select of the records by name in the page's language.
 * An entity whose `x-lookup` lists everything is loaded once; one with `search` (foreign entities)
 * asks the server as the user types. A user whose access rules do not open the `x-lookup` operation
 * is never sent to it (the server would refuse the read, and a refused read signs the user out).
 */
export default function ReferenceWidget(props: WidgetProps) {
  const entity = String(props.options.entity);
  const { user } = useSession();
  const lookup = referenceLookups[entity];
  if (lookup && !canCall(lookup.operation, user?.user_type)) return <ClosedReference widget={props} />;
  if (lookup?.search) return <ReferenceSearch widget={props} entity={entity} />;
  return <PlaceSelect widget={props} lookup={`record:${entity}`} parentField={undefined} />;
}

/** A reference the user may not choose from the list of: the name the server sent with the record (`<field>_name`), if any, unchangeable. */
function ClosedReference({ widget }: { widget: WidgetProps }) {
  const { id, name, value, registry } = widget;
  const savedName = useSiblingValue(registry, `${name}_name`) as string | undefined;
  const present = value !== undefined && value !== null && value !== '';
  return <Combobox id={id} value={present ? (savedName ?? '') : ''} selectedOptions={present ? [String(value)] : []} disabled />;
}
