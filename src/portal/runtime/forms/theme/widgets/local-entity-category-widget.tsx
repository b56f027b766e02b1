import type { WidgetProps } from '@rjsf/utils';
import { PlaceSelect } from './place-select.tsx';

/** A category of Kuwaiti entities (`local-entity-categories/`, its id), named in the page's language; searchable. */
export default function LocalEntityCategoryWidget(props: WidgetProps) {
  return <PlaceSelect widget={props} lookup="localEntityCategories" parentField={undefined} />;
}
