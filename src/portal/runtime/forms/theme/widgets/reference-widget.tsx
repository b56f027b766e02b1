import type { WidgetProps } from '@rjsf/utils';
import { referenceLookups } from '../../../../../../generated/entities/reference-lookups.ts';
import { PlaceSelect } from './place-select.tsx';
import { ReferenceSearch } from './reference-search.tsx';

/**
 * The picker of an `x-reference` field (the id of another entity's record), chosen by the form
 * runtime for every such field: a searchable select of the records by name in the page's language.
 * An entity whose `x-lookup` lists everything is loaded once; one with `search` (foreign entities)
 * asks the server as the user types.
 */
export default function ReferenceWidget(props: WidgetProps) {
  const entity = String(props.options.entity);
  if (referenceLookups[entity]?.search) return <ReferenceSearch widget={props} entity={entity} />;
  return <PlaceSelect widget={props} lookup={`record:${entity}`} parentField={undefined} />;
}
