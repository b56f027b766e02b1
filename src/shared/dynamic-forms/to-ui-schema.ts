/**
 * The converter, language half: a converted form, the language and the current values → RJSF
 * uiSchema (labels, option names, help, placeholders, widgets) with the tabs as sections listing
 * only the fields that show. Field texts are the ministry's own (label_en/label_ar), not locale keys.
 */
import { FIELD_TYPES, fieldKey, fieldTypeName, type DynamicField } from './definitions.ts';
import type { ConvertedForm } from './to-json-schema.ts';
import { visibleKeys } from './visibility.ts';

type UiSchema = Record<string, unknown>;

/** A tab as the form's root object template gets it. */
export type TabSection = { key: string; title: string; fields: string[] };

/** The theme widget (or field) of each field type. */
export const WIDGET_OF_TYPE: Record<string, string> = {
  char: 'text', text: 'textarea', date: 'date', email: 'email', phone: 'phone', select: 'select', decimal: 'decimal',
  radio: 'inlineRadio', currency: 'currency', social: 'social', url: 'url', file: 'dynamicFile',
};

/** Where the form is shown: the tab on screen, and the record its values (and uploads) belong to. */
export type FormView = { activeTab?: number; record?: number };

/** A file field's upload context: the spec's `foreign_entity` (the record), `form_tab` and `section` (the field). */
const uploadContext = (field: DynamicField, record: number | undefined) => ({
  ...(record === undefined ? {} : { foreignEntity: record }), formTab: field.form_tab, section: field.id,
});

function fieldUi(field: DynamicField, language: string, record: number | undefined): UiSchema {
  const arabic = language === 'ar';
  const type = fieldTypeName(field.field_type) ?? 'char';
  const ui: UiSchema = {
    'ui:title': (arabic ? field.label_ar : field.label_en) || field.label_en,
    [type === 'social' ? 'ui:field' : 'ui:widget']: WIDGET_OF_TYPE[type],
  };
  const help = (arabic && field.help_text_ar) || field.help_text;
  const placeholder = (arabic && field.placeholder_ar) || field.placeholder;
  if (help) ui['ui:help'] = help;
  if (placeholder) ui['ui:placeholder'] = placeholder;
  if (field.is_editable === false) ui['ui:readonly'] = true;
  if (field.field_type === FIELD_TYPES.select || field.field_type === FIELD_TYPES.radio) {
    ui['ui:enumNames'] = (field.select_data ?? []).map((option) => (arabic ? option.label_ar || option.label : option.label));
  }
  const options = { ...(field.html_id ? { htmlId: field.html_id } : {}), ...(field.field_type === FIELD_TYPES.file ? uploadContext(field, record) : {}) };
  if (Object.keys(options).length) ui['ui:options'] = options;
  return ui;
}

// A field's uiSchema depends only on its definition, the language and the record, so it is kept:
// on each keystroke the form gets the same object for every field, which RJSF compares cheaply.
const fieldUiCache = new WeakMap<DynamicField, Map<string, UiSchema>>();

function cachedFieldUi(field: DynamicField, language: string, record: number | undefined): UiSchema {
  let byView = fieldUiCache.get(field);
  if (!byView) fieldUiCache.set(field, (byView = new Map()));
  const key = `${language}/${record ?? ''}`;
  let ui = byView.get(key);
  if (!ui) byView.set(key, (ui = fieldUi(field, language, record)));
  return ui;
}

/** The uiSchema for a language and values; `view.activeTab` (a tab id) limits the shown section to one tab. */
export function toUiSchema(form: ConvertedForm, language: string, values: Record<string, unknown>, view: FormView = {}): UiSchema {
  const { activeTab, record } = view;
  const shown = visibleKeys(form.fields, values);
  const sections: TabSection[] = form.tabs
    .filter((tab) => activeTab === undefined || tab.id === activeTab)
    .map((tab) => ({
      key: `tab_${tab.id}`,
      title: (language === 'ar' ? tab.name_ar : tab.name_en) || tab.name_en,
      fields: form.fields.filter((field) => field.form_tab === tab.id && shown.has(fieldKey(field))).map(fieldKey),
    }));
  const ui: UiSchema = { 'ui:order': [...form.fields.map(fieldKey), '*'], 'ui:options': { sections, onlySections: true } };
  for (const field of form.fields) ui[fieldKey(field)] = cachedFieldUi(field, language, record);
  return ui;
}
