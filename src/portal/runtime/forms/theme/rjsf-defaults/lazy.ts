/**
 * RJSF's own fields and widgets that a form of ours draws only when its schema or uiSchema asks for
 * them, as chunks of their own (about 6 kB gzip off every form page, issue 21 item 2): the field of an
 * `anyOf`/`oneOf` (no schema of ours has one today), the layout grid fields (`ui:field`), the fallback
 * field of unsupported types, and the radio, rating and "alt" date widgets (`ui:widget`, `format`).
 * `rjsf-defaults/fields.ts` and `widgets.ts` register them under RJSF's names, and `widgets-ready.ts`
 * fetches those a form needs (`rjsfNeedsOf`) before it is drawn; one it missed renders a moment later.
 */
import type { Field, Widget } from '@rjsf/utils';
import { lazyPart, type LazyPart } from '../lazy-part.tsx';

const MultiSchemaField = lazyPart(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));
const LayoutGridField = lazyPart(() => import('@rjsf/core/lib/components/fields/LayoutGridField.js'));
const LayoutHeaderField = lazyPart(() => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js'));
const LayoutMultiSchemaField = lazyPart(() => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js'));
const FallbackField = lazyPart(() => import('@rjsf/core/lib/components/fields/FallbackField.js'));
const AltDateWidget = lazyPart(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js'));
const AltDateTimeWidget = lazyPart(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js'));
const RadioWidget = lazyPart(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js'));
const RatingWidget = lazyPart(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js'));

/** RJSF's fields drawn on demand, by their registry names. */
export const lazyRjsfFields = { AnyOfField: MultiSchemaField, OneOfField: MultiSchemaField, LayoutGridField, LayoutHeaderField, LayoutMultiSchemaField, FallbackField } as unknown as Record<string, Field>;
/** RJSF's widgets drawn on demand, by their registry names. */
export const lazyRjsfWidgets = { AltDateWidget, AltDateTimeWidget, RadioWidget, RatingWidget } as unknown as Record<string, Widget>;

type Part = LazyPart<never>;
const LAYOUT: Part[] = [LayoutGridField, LayoutHeaderField, LayoutMultiSchemaField] as Part[];
// What a `ui:widget` or `ui:field` name, or a `format`, brings (RJSF's short names as getWidget maps them;
// the alt date-time widget draws the alt date widget; the layout grid draws its header and choice fields).
const BY_NAME: Record<string, Part[]> = {
  radio: [RadioWidget],
  RadioWidget: [RadioWidget],
  RatingWidget: [RatingWidget],
  'alt-date': [AltDateWidget],
  AltDateWidget: [AltDateWidget],
  'alt-datetime': [AltDateTimeWidget, AltDateWidget],
  AltDateTimeWidget: [AltDateTimeWidget, AltDateWidget],
  LayoutGridField: LAYOUT,
  LayoutHeaderField: [LayoutHeaderField],
  LayoutMultiSchemaField: LAYOUT,
  FallbackField: [FallbackField],
} as Record<string, Part[]>;

/** RJSF's lazy parts a schema node (`anyOf`, `oneOf`, an alt date `format`) or a uiSchema node (`ui:widget`, `ui:field`) needs. */
export function rjsfNeedsOf(node: Record<string, unknown>): Part[] {
  const needs: Part[] = [];
  for (const name of [node['ui:widget'], node['ui:field'], node.format]) if (typeof name === 'string' && Object.hasOwn(BY_NAME, name)) needs.push(...BY_NAME[name]!);
  if (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)) needs.push(MultiSchemaField as Part);
  return needs;
}
