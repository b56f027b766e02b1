import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormSection, JsonSchema } from '../../../shared/spec-model.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import { RULE_KEYWORD, ruleOf } from '../../../shared/validation/schema-rules.ts';
import { FIELD_WIDGETS } from './theme/field-names.ts';
import { pickerOf, type WidgetChoice } from './picker-of-schema.ts';

/** A translate function (`tKey` of `useT()`, or `i18n.t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A section as the object template receives it through `ui:options.sections` (title and subtitle translated). */
export type SectionOptions = { key: string; title: string; subtitle?: string; fields: string[] };

/** What RJSF needs for one form screen, and the field names in display order. */
export type ConvertedForm = { schema: RJSFSchema; uiSchema: UiSchema; fields: string[] };

/** The screen's sections in display order, all steps' (`SteppedForm` hands the form one step at a time). */
export const screenSections = (screen: FormScreen): FormSection[] => screen.steps.flatMap((step) => step.sections);

/** Extensions the validator keeps: the shared `x-rule` (run by both sides) and `x-messages` (a property's own messages). */
const VALIDATION_EXTENSIONS = new Set([RULE_KEYWORD, 'x-messages']);

/**
 * The validator gets no other `x-*` keywords, and no titles or descriptions (locale keys and
 * developer notes, not user text).
 */
function forValidation(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key.startsWith('x-') && !VALIDATION_EXTENSIONS.has(key)) || key === 'title' || key === 'description') continue;
    if (key === 'properties') out.properties = mapValues(value as Record<string, JsonSchema>, forValidation);
    else if ((key === 'items' || key === 'additionalProperties') && isSchema(value)) out[key] = forValidation(value);
    else out[key] = value;
  }
  return out;
}

/**
 * Titles, enum labels, widgets (a theme field such as `yesNo` as `ui:field`), widget options, help
 * and upload rules of one node, recursively.
 */
function uiOf(node: JsonSchema, t: Translate, widget: WidgetChoice = {}, help?: string): UiSchema {
  const ui: UiSchema = {};
  if (node.title) ui['ui:title'] = t(node.title);
  if (node['x-enum-labels']) ui['ui:enumNames'] = node['x-enum-labels'].map((key) => t(key));
  if (widget.name) ui[FIELD_WIDGETS.has(widget.name) ? 'ui:field' : 'ui:widget'] = widget.name;
  if (help) ui['ui:help'] = t(help);
  const options = { ...widget.options, ...(node['x-files'] ? { fileRule: node['x-files'] } : {}) };
  if (Object.keys(options).length) ui['ui:options'] = options;
  // Inside a list or an object (a traveller's nationality) a reference or a code is picked by name too.
  if (node.items) ui.items = uiOf(node.items, t, pickerOf(node.items));
  for (const [name, child] of Object.entries(node.properties ?? {})) ui[name] = uiOf(child, t, pickerOf(child) ?? nestedWidget(child));
  return ui;
}

/** Inside a list or an object, where a screen names no widget: a phone (`x-rule: phone`) takes the phone widget (a partner's phone). */
function nestedWidget(node: JsonSchema): WidgetChoice | undefined {
  return ruleOf(node).name === 'phone' ? { name: 'phone' } : undefined;
}

/**
 * The language-independent part: one schema object per (entity, screen), so the validator prepares it once.
 * A required field with a default (a user's permission lists, `[]`) is always there, so the form
 * does not ask for it (no asterisk): its `required` says what a record holds, not what a user must enter.
 */
function formSchema(entity: JsonSchema, fields: string[]): RJSFSchema {
  const properties = Object.fromEntries(fields.map((field) => [field, forValidation(entity.properties![field]!)]));
  const required = (entity.required ?? []).filter((field) => field in properties && entity.properties![field]!.default === undefined);
  // A rule between the entity's fields (`dateOrder` on the object: a return after the departure) runs in the form too.
  const between = entity[RULE_KEYWORD] === undefined ? {} : { [RULE_KEYWORD]: entity[RULE_KEYWORD] };
  return { type: 'object', properties, required, ...between } as RJSFSchema;
}

/** Converts an entity schema and a form screen into RJSF's schema and uiSchema (pure). */
export function convertForm(entity: JsonSchema, screen: FormScreen, t: Translate, schema?: RJSFSchema): ConvertedForm {
  const sections = screenSections(screen).map((section) => ({
    ...section,
    fields: section.fields.filter((field) => entity.properties?.[field] && !entity.properties[field]!.readOnly),
  }));
  const fields = sections.flatMap((section) => section.fields);
  const uiSchema: UiSchema = {
    'ui:order': fields,
    'ui:options': {
      sections: sections.map((section): SectionOptions => ({ ...section, title: t(section.title), ...(section.subtitle ? { subtitle: t(section.subtitle) } : {}) })),
    },
  };
  for (const field of fields) {
    const property = entity.properties![field]!;
    // A reference or a code is picked by name unless the screen names another widget.
    const widget = screen.widgets[field]
      ? { name: screen.widgets[field], options: screen.widgetOptions?.[field] }
      : (pickerOf(property) ?? {});
    uiSchema[field] = uiOf(property, t, widget, screen.help[field]);
  }
  return { schema: schema ?? formSchema(entity, fields), uiSchema, fields };
}

const cache = new WeakMap<JsonSchema, WeakMap<FormScreen, Map<string, ConvertedForm>>>();

/** `convertForm` memoized per (schema, screen, language); the `schema` object is shared by all languages. */
export function schemaToForm(entity: JsonSchema, screen: FormScreen, t: Translate, language: string): ConvertedForm {
  let byScreen = cache.get(entity);
  if (!byScreen) cache.set(entity, (byScreen = new WeakMap()));
  let byLanguage = byScreen.get(screen);
  if (!byLanguage) byScreen.set(screen, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (known) return known;
  const converted = convertForm(entity, screen, t, byLanguage.values().next().value?.schema);
  byLanguage.set(language, converted);
  return converted;
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
