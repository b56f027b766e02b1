/** API value lists ↔ the converter's form data: a social field's networks travel in `value`, its accounts in `extra`. */
import { FIELD_TYPES, fieldKey, type DynamicField } from './definitions.ts';

/** One value of a list-update body. */
export type ValueItem = { field: number; value?: unknown; extra?: unknown };

/** The form data (`field_<id>` → value) of a list of values. */
export function toFormData(fields: readonly DynamicField[], items: readonly ValueItem[]): Record<string, unknown> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const data: Record<string, unknown> = {};
  for (const item of items) {
    const field = byId.get(item.field);
    const key = field ? fieldKey(field) : `field_${item.field}`;
    data[key] = field?.field_type === FIELD_TYPES.social ? { networks: item.value ?? '', accounts: item.extra ?? {} } : item.value;
  }
  return data;
}

/** What a field's form-data value is stored as: `value` and `extra`. */
export function toStored(field: DynamicField, value: unknown): { value: unknown; extra: unknown } {
  if (value === undefined || value === null) return { value: null, extra: null };
  if (field.field_type === FIELD_TYPES.social) {
    const social = value as { networks?: string; accounts?: Record<string, string> };
    const networks = social.networks ?? '';
    const shown = networks.split('/').filter(Boolean);
    return { value: networks, extra: Object.fromEntries(shown.map((n) => [n, social.accounts?.[n] ?? ''])) };
  }
  return { value, extra: null };
}

/** The list-update body's values for form data (fields not in the definitions are left out). */
export function toValueItems(fields: readonly DynamicField[], data: Record<string, unknown>): ValueItem[] {
  return fields.filter((field) => fieldKey(field) in data).map((field) => ({ field: field.id, ...(toStored(field, data[fieldKey(field)]) as { value: unknown; extra: unknown }) }));
}
