/**
 * Which fields show, given the values: `hide` never shows; a field with `depends_on` shows only
 * while its controlling field shows and equals `show_if` (select and radio compare by option name).
 * A field that does not show has its value cleared, so it is never stored.
 */
import { FIELD_TYPES, fieldKey, type DynamicField } from './definitions.ts';

type Values = Record<string, unknown>;

/** Whether a controlling field's value matches `show_if` (for select/radio: the chosen option's name, or its value). */
function matches(controller: DynamicField, value: unknown, showIf: string): boolean {
  if (value === undefined || value === null) return false;
  if (controller.field_type === FIELD_TYPES.select || controller.field_type === FIELD_TYPES.radio) {
    const option = controller.select_data?.find((o) => o.value === String(value));
    return option ? option.label === showIf || option.label_ar === showIf || option.value === showIf : false;
  }
  return String(value) === showIf;
}

/** The keys of the fields that show for these values. */
export function visibleKeys(fields: readonly DynamicField[], values: Values): Set<string> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const memo = new Map<number, boolean>();
  const visible = (field: DynamicField, seen: Set<number>): boolean => {
    const known = memo.get(field.id);
    if (known !== undefined) return known;
    let shown = !field.hide;
    if (shown && field.depends_on !== undefined && field.depends_on !== null) {
      const controller = byId.get(field.depends_on);
      shown = !!controller && !seen.has(controller.id)
        && visible(controller, new Set([...seen, field.id]))
        && matches(controller, values[fieldKey(controller)], field.show_if ?? '');
    }
    memo.set(field.id, shown);
    return shown;
  };
  return new Set(fields.filter((field) => visible(field, new Set([field.id]))).map(fieldKey));
}

/** The values of the shown fields only (hidden and unknown keys dropped). */
export function keepVisible(fields: readonly DynamicField[], values: Values): Values {
  const shown = visibleKeys(fields, values);
  return Object.fromEntries(Object.entries(values).filter(([key]) => shown.has(key)));
}
