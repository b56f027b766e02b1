/**
 * The descriptor shapes of src/shared/spec-model.ts as the portal reads them from generated/screens:
 * operation ids and route names narrowed to the generated unions (`OperationId`, `RouteName`), so a
 * runtime calls and links only by names that exist.
 */
import type * as Spec from '../../shared/spec-model.ts';
import type { ScreenNames } from '../../../generated/screens/routes.ts';

export type { RouteName } from '../../../generated/screens/routes.ts';

export type ListScreen = Spec.ListScreen<ScreenNames>;
export type ListColumn = Spec.ListColumn<ScreenNames>;
export type ListFilter = Spec.ListFilter<ScreenNames>;
export type ScreenAction = Spec.ScreenAction<ScreenNames>;
export type FormScreen = Spec.FormScreen<ScreenNames>;
export type DetailScreen = Spec.DetailScreen<ScreenNames>;
export type ScreenDescriptor = Spec.ScreenDescriptor<ScreenNames>;
export type RouteDescriptor = Spec.RouteDescriptor<ScreenNames>;
export type MenuEntry = Spec.MenuEntry<ScreenNames>;
