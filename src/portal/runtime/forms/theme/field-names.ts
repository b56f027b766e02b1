/**
 * Names in `widgets:` that are RJSF fields of the theme (their value is an object, which RJSF
 * draws with a field, not a widget): a descriptor names them like widgets, the converter sets
 * `ui:field` instead of `ui:widget`. Kept equal to `fields` of `registry.ts` (a unit test checks).
 */
export const FIELD_WIDGETS: ReadonlySet<string> = new Set(['social', 'yesNo', 'dateRange']);
