import { describe, expect, it } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screenModules } from '../../../generated/screens/loaders.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import type { JsonSchema, ScreenDescriptor } from '../../../src/shared/spec-model.ts';
import { convertForm } from '../../../src/portal/runtime/forms/schema-to-form.ts';
import { isObjectList, itemFields, shownText } from '../../../src/shared/display/shown-text.ts';
import { formatValue } from '../../../src/shared/format/format-value.ts';

// Issue 19 item 2: every screen shows names, never codes or ids. Walks every descriptor codegen
// emits (panels' lists and forms too) against the entity schemas.

const schemas = entitySchemas as Record<string, JsonSchema>;

/** A field whose name says it points at a place or a record of a registry (or a kind of something). */
const REFERENCE_NAME = /(^|_)(country|continent|province|city|nationality|entity|mission|user|bank|sector|category|department|type|changed_by)s?$/;

/**
 * Fields named like a reference that hold free text by decision (spec/README.md, "Names everywhere"):
 * a name as written on a paper, or a place abroad that no lookup lists.
 */
const FREE_TEXT = new Set([
  'administrative-data.department', // the entity's own department, in its words
  'awqaf-request.city', // a city abroad: cities are listed for Kuwait's provinces only
  'safe-travel.city',
  'bank-detail.corresponding_bank', // a correspondent bank abroad: no list of the world's banks
]);

/** Widgets that choose from named options (never a typed code or id). */
const PICKERS = new Set(['reference', 'suggest', 'continent', 'country', 'countries', 'province', 'provinces', 'city', 'select', 'inlineRadio', 'checkboxes',
  'permissions', 'menuPermissions', 'department', 'groups', 'destination', 'payableTransfers']);

const types = (schema: JsonSchema) => [schema.type].flat();
const namedByItsField = (schema: JsonSchema): boolean =>
  // `x-suggest`: a name kept as text (a bank as written on a receipt), offered from a registry.
  Boolean(schema['x-reference'] || schema['x-suggest'] || schema['x-labels'] || (schema.enum && schema['x-enum-labels']) || (schema.items && namedByItsField(schema.items)));
/** Yes/no, dates, amounts: never a code of something else. */
const plainValue = (schema: JsonSchema) => types(schema).every((type) => type === 'boolean' || type === 'null' || type === 'number');

/** Problems of one property a list or a page shows: a code or an id that would appear as it is. */
function displayProblems(entity: string, field: string, schema: JsonSchema | undefined, path = field): string[] {
  if (!schema) return [`${path}: not a property of ${entity}`];
  if (schema.enum && !schema['x-enum-labels']) return [`${path}: enum without x-enum-labels`];
  if (schema.items?.enum && !schema.items['x-enum-labels'] && !schema['x-labels']) return [`${path}: list of enum values without x-enum-labels`];
  if (isObjectList(schema) && !schema['x-files']) return itemFields(schema.items).flatMap((key) => displayProblems(entity, key, schema.items?.properties?.[key], `${path}[].${key}`));
  if (namedByItsField(schema) || plainValue(schema) || field.endsWith('_name') || field.endsWith('_names') || FREE_TEXT.has(`${entity}.${field}`)) return [];
  if (REFERENCE_NAME.test(field)) return [`${path}: ${types(schema).join('|')} named like a reference, shown raw (declare x-reference, x-labels or enum with x-enum-labels)`];
  return [];
}

/** Problems of one form field: a reference or code entered by typing it, or a nested one. */
function formProblems(entity: string, field: string, schema: JsonSchema, ui: Record<string, unknown> | undefined, path = field): string[] {
  const widget = (ui?.['ui:widget'] ?? ui?.['ui:field']) as string | undefined;
  if (schema['x-files']) return [];
  if (isObjectList(schema)) {
    const items = ui?.items as Record<string, Record<string, unknown>> | undefined;
    return itemFields(schema.items).flatMap((key) => formProblems(entity, key, schema.items!.properties![key]!, items?.[key], `${path}[].${key}`));
  }
  const needsPicker = namedByItsField(schema) || schema.items?.enum !== undefined || (REFERENCE_NAME.test(field) && !plainValue(schema) && !FREE_TEXT.has(`${entity}.${field}`));
  if (!needsPicker) return [];
  if (schema.enum) return schema['x-enum-labels'] && (!widget || PICKERS.has(widget)) && ui?.['ui:enumNames'] ? [] : [`${path}: enum without its labels in the form`];
  return widget && PICKERS.has(widget) ? [] : [`${path}: ${widget ?? 'typed'} input for a reference (needs a picker: x-reference, x-labels or a picker widget)`];
}

/** Every descriptor, with the lists and forms shown as panels of detail screens. */
async function allScreens(): Promise<ScreenDescriptor[]> {
  const out: ScreenDescriptor[] = [];
  const walk = (screen: ScreenDescriptor) => {
    out.push(screen);
    if (screen.kind === 'detail') for (const panel of screen.panels ?? []) if (typeof panel === 'object') walk('list' in panel ? panel.list : panel.form);
  };
  for (const load of Object.values(screenModules)) (await load()).screens.forEach((screen) => walk(screen as ScreenDescriptor));
  return out;
}

const t = (key: string) => `«${key}»`;

describe('names everywhere (every screen descriptor)', () => {
  it('shows every list column and every detail field by name or label, never a raw code or id', async () => {
    const problems: string[] = [];
    for (const screen of await allScreens()) {
      if (screen.kind === 'notice') continue;
      const properties = schemas[screen.entity]?.properties ?? {};
      const fields = screen.kind === 'list' ? screen.columns.map((c) => c.field) : screen.kind === 'detail' ? screen.sections.flatMap((s) => s.fields) : [];
      for (const field of fields) problems.push(...displayProblems(screen.entity, field, properties[field]).map((p) => `${screen.name}: ${p}`));
      if (screen.kind === 'list') {
        for (const column of screen.columns) {
          const property = properties[column.field];
          if (property?.enum && column.format !== 'enum') problems.push(`${screen.name}: ${column.field}: enum shown with format ${column.format}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('picks every reference, country, continent and enum of every form by name', async () => {
    const problems: string[] = [];
    for (const screen of await allScreens()) {
      if (screen.kind !== 'form') continue;
      const entity = schemas[screen.entity]!;
      const { uiSchema, fields } = convertForm(entity, screen as unknown as FormScreen, t);
      for (const field of fields) problems.push(...formProblems(screen.entity, field, entity.properties![field]!, uiSchema[field] as Record<string, unknown>).map((p) => `${screen.name}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('fails on what it guards against: a bare code, an id and an object list without a name path', () => {
    expect(displayProblems('x', 'nationality', { type: 'string' })).toHaveLength(1);
    expect(displayProblems('x', 'mission', { type: 'integer' })).toHaveLength(1);
    expect(displayProblems('x', 'status', { type: 'integer', enum: [1] })).toHaveLength(1);
    expect(displayProblems('x', 'people', { type: 'array', items: { type: 'object', properties: { nationality: { type: 'string' } } } })).toEqual(['people[].nationality: string named like a reference, shown raw (declare x-reference, x-labels or enum with x-enum-labels)']);
    expect(formProblems('x', 'province', { type: 'integer' }, {})).toHaveLength(1);
    expect(formProblems('x', 'country', { type: 'string', 'x-labels': 'countries' }, { 'ui:widget': 'text' })).toHaveLength(1);
  });
});

describe('shownText', () => {
  const context = { language: 'en', translate: (key: string) => key };
  const travellers = schemas['safe-travel']!.properties!.travellers!;

  it('writes a list of objects one item a line, codes by name (never [object Object])', () => {
    const record = { travellers: [{ name: 'Ali', passport_number: 'P1', nationality: 'JO' }, { name: 'Sara', passport_number: 'P2' }] };
    expect(shownText(record, 'travellers', travellers, 'list', context)).toBe('Ali – P1 – Jordan; Sara – P2');
    expect(shownText(record, 'travellers', travellers, 'list', { ...context, language: 'ar' })).toContain('الأردن');
  });

  it('shows a reference by the name the server added and a country code by its name', () => {
    const mission = schemas['diplomatic-mission']!.properties!;
    expect(shownText({ province: 3, province_name: 'Hawalli' }, 'province', mission.province, undefined, context)).toBe('Hawalli');
    expect(shownText({ country: 'TR' }, 'country', mission.country, 'text', context)).toBe(formatValue('TR', 'text', { ...context, schema: mission.country }));
    expect(shownText({ country: 'TR' }, 'country', mission.country, 'text', context)).toBe('Türkiye');
  });
});
