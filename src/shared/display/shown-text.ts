/**
 * The one text every display of a record's field shows — list cells, Excel and PDF exports —, by
 * name, never by code or id: a reference by the name the server added (`<field>_name`), a country,
 * continent or permission by its label, an enum by its `x-enum-labels`, and a list of objects (a
 * notification's travellers) as one line per item (detail pages draw those as a table instead:
 * `src/portal/runtime/screens/object-table.tsx`).
 */
import type { ColumnFormat, JsonSchema } from '../spec-model.ts';
import { formatOfSchema } from '../format/format-of-schema.ts';
import { formatValue, type FormatContext } from '../format/format-value.ts';
import { shownValue } from '../format/shown-value.ts';

/** True for a list whose items are objects (travellers, partners, uploaded files). */
export function isObjectList(schema: JsonSchema | undefined): boolean {
  return schema?.items?.type === 'object' || schema?.items?.properties !== undefined || schema?.['x-files'] !== undefined;
}

/** The item's fields a person reads, in declared order: not its `id`, and a reference's `<field>_name` only through the reference. */
export function itemFields(items: JsonSchema | undefined): string[] {
  const properties = items?.properties ?? {};
  return Object.keys(properties).filter((key) => key !== 'id' && !(key.endsWith('_name') && properties[key.slice(0, -'_name'.length)]?.['x-reference']));
}

/** One item of a list of objects as text: its fields' shown texts, ' – ' between them. */
function itemText(item: unknown, items: JsonSchema | undefined, context: Omit<FormatContext, 'schema'>): string {
  if (typeof item !== 'object' || item === null) return String(item ?? '');
  const record = item as Record<string, unknown>;
  return itemFields(items)
    .map((key) => shownText(record, key, items?.properties?.[key], undefined, context))
    .filter((text) => text !== '')
    .join(' – ');
}

/** The shown text of `record[field]`, formatted by `format` (a list column's) or by what its schema implies (`formatOfSchema`). */
export function shownText(record: Record<string, unknown>, field: string, schema: JsonSchema | undefined, format: ColumnFormat | undefined, context: Omit<FormatContext, 'schema'>): string {
  const value = shownValue(record, field, schema);
  if (Array.isArray(value) && schema?.['x-files']) return value.map((file) => String((file as { name?: unknown }).name ?? '')).join('; ');
  if (Array.isArray(value) && isObjectList(schema)) return value.map((item) => itemText(item, schema?.items, context)).filter(Boolean).join('; ');
  return formatValue(value, format ?? formatOfSchema(schema), { ...context, schema: withRowCurrency(record, schema) });
}

/** An amount whose currency is another field of its record (`x-currency-field: currency`: a donation in KWD or USD) takes that row's currency's decimals. */
function withRowCurrency(record: Record<string, unknown>, schema: JsonSchema | undefined): JsonSchema | undefined {
  const field = schema?.['x-currency-field'];
  const currency = typeof field === 'string' ? record[field] : undefined;
  return currency === 'KWD' || currency === 'USD' ? { ...schema, 'x-currency': currency } : schema;
}
