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

function fieldUi(field: DynamicField, language: string): UiSchema {
  const arabic = language === 'ar';
  const type = fieldTypeName(field.field_type) ?? 'char';
  const ui: UiSchema = {
    'ui:title': (arabic ? field.label_ar : field.label_en) || field.label_en,
    [type === 'social' ? 'ui:field' : 'ui:widget']: WIDGET_OF_TYPE[type],
  };
  if (field.help_text) ui['ui:help'] = field.help_text;
  if (field.placeholder) ui['ui:placeholder'] = field.placeholder;
  if (field.is_editable === false) ui['ui:readonly'] = true;
  if (field.field_type === FIELD_TYPES.select || field.field_type === FIELD_TYPES.radio) {
    ui['ui:enumNames'] = (field.select_data ?? []).map((option) => (arabic ? option.label_ar || option.label : option.label));
  }
  const options = { ...(field.html_id ? { htmlId: field.html_id } : {}), ...(field.field_type === FIELD_TYPES.file ? { formTab: field.form_tab, section: field.id } : {}) };
  if (Object.keys(options).length) ui['ui:options'] = options;
  return ui;
}

/** The uiSchema for a language and values; `activeTab` (a tab id) limits the shown section to one tab. */
export function toUiSchema(form: ConvertedForm, language: string, values: Record<string, unknown>, activeTab?: number): UiSchema {
  const shown = visibleKeys(form.fields, values);
  const sections: TabSection[] = form.tabs
    .filter((tab) => activeTab === undefined || tab.id === activeTab)
    .map((tab) => ({
      key: `tab_${tab.id}`,
      title: (language === 'ar' ? tab.name_ar : tab.name_en) || tab.name_en,
      fields: form.fields.filter((field) => field.form_tab === tab.id && shown.has(fieldKey(field))).map(fieldKey),
    }));
  const ui: UiSchema = { 'ui:order': [...form.fields.map(fieldKey), '*'], 'ui:options': { sections, onlySections: true } };
  for (const field of form.fields) ui[fieldKey(field)] = fieldUi(field, language);
  return ui;
}
