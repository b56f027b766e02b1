/** Field and tab definitions of server-driven forms (product spec section 3, Dynamic form field). */

/** Field types: 1 char, 2 text, 3 date, 4 email, 5 phone, 6 select, 7 decimal, 8 radio, 9 currency, 10 social, 11 url, 12 file. */
export const FIELD_TYPES = {
  char: 1, text: 2, date: 3, email: 4, phone: 5, select: 6, decimal: 7, radio: 8, currency: 9, social: 10, url: 11, file: 12,
} as const;

/** The numeric field type. */
export type FieldType = (typeof FIELD_TYPES)[keyof typeof FIELD_TYPES];

/** The name of a field type (`5` → `phone`). */
export const fieldTypeName = (type: number): keyof typeof FIELD_TYPES | undefined =>
  (Object.keys(FIELD_TYPES) as (keyof typeof FIELD_TYPES)[]).find((name) => FIELD_TYPES[name] === type);

/** One option of a select or radio field: value, English label, Arabic label. */
export type SelectOption = { value: string; label: string; label_ar: string };

/** A dynamic form field as the API serves it. */
export type DynamicField = {
  id: number;
  field_type: FieldType;
  label_en: string;
  label_ar: string;
  is_required?: boolean;
  is_editable?: boolean;
  select_data?: SelectOption[];
  /** Help under the field, in English; `help_text_ar` on Arabic pages (English when it is empty). */
  help_text?: string;
  help_text_ar?: string;
  /** Text of the empty field, in English; `placeholder_ar` on Arabic pages (English when it is empty). */
  placeholder?: string;
  placeholder_ar?: string;
  html_id?: string;
  /** Id of the controlling field; the field shows only when that field's value equals `show_if`. */
  depends_on?: number | null;
  show_if?: string | null;
  /** Never shown; its value is cleared and not stored. */
  hide?: boolean;
  order?: number;
  form_tab: number;
};

/** A tab of a dynamic form. */
export type FormTab = { id: number; form: string; name_en: string; name_ar: string; order?: number };

/** The property name of a field in form data and error maps (`field_12`). */
export const fieldKey = (field: Pick<DynamicField, 'id'>): string => `field_${field.id}`;

/** The field id of a property name, or undefined. */
export const fieldIdOf = (key: string): number | undefined => {
  const match = /^field_(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
};

/** Fields in display order: by tab order, then `order`, then id. */
export function orderedFields(fields: readonly DynamicField[], tabs: readonly FormTab[] = []): DynamicField[] {
  const tabOrder = new Map(tabs.map((tab, index) => [tab.id, tab.order ?? index]));
  return [...fields].sort(
    (a, b) => (tabOrder.get(a.form_tab) ?? 0) - (tabOrder.get(b.form_tab) ?? 0) || (a.order ?? 0) - (b.order ?? 0) || a.id - b.id,
  );
}
