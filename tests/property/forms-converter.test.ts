import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldKey, keepVisible, mergeVerdicts, toJsonSchema, toUiSchema, validateFormValues, visibleKeys, type DynamicField,
} from '../../src/shared/dynamic-forms/index.ts';
import { fieldErrors } from '../../src/shared/validation/field-errors.ts';
import { fieldsArb, OPTIONS, valuesArb } from './dynamic-form-arbitraries.ts';

// The converter for arbitrary field-definition sets and values (tests/api/forms-verdicts.property
// compares the portal with the real server through the API): the schema never contradicts the
// shared rules; a value breaking a type's rule gets the spec's message; hidden values never
// survive; the same definitions give the same schema object.
const TAB = { id: 1, form: 'demo', name_en: 'Tab', name_ar: 'تبويب' };
const ajv = new Ajv2020({ allErrors: true, strict: false });
const caseArb = fieldsArb(12).chain((fields) => fc.tuple(fc.constant(fields), valuesArb(fields, 7)));
const asMap = (errors: { field: string; key: string }[]) => Object.fromEntries(errors.map((e) => [e.field, e.key]));

/** Per type, values that break its rule, and the message key they must get. */
const BROKEN: Record<number, [fc.Arbitrary<unknown>, string][]> = {
  1: [[fc.string({ minLength: 256, maxLength: 300 }), 'errors.too_long']],
  2: [[fc.string({ minLength: 5001, maxLength: 5010 }), 'errors.too_long']],
  3: [[fc.tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 13, max: 99 })).map(([y, m]) => `${y}-${m}-01`), 'errors.date']],
  4: [[fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !s.includes('@')), 'errors.email']],
  5: [[fc.stringMatching(/^[0-9]{1,6}$/).map((d) => `+965${d}`), 'errors.phone']],
  6: [[fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== '' && !OPTIONS.some((o) => o.value === s)), 'errors.invalid_choice']],
  7: [[fc.double({ max: -0.001, min: -1e9, noNaN: true }), 'errors.number']],
  8: [[fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== '' && !OPTIONS.some((o) => o.value === s)), 'errors.invalid_choice']],
  9: [
    [fc.stringMatching(/^[0-9]{1,5}\.[0-9]{4,6}$/).map((amount) => `KWD/${amount}`), 'forms.errors.decimals'],
    [fc.stringMatching(/^[0-9]{1,5}$/).map((amount) => `XYZ/${amount}`), 'errors.invalid_choice'],
  ],
  10: [[fc.constantFrom('facebook', 'instagram', 'linkedin').map((network) => ({ networks: network, accounts: {} })), 'errors.required']],
  11: [[fc.webUrl().map((url) => url.replace(/^https?/, 'ftp')), 'errors.url']],
  12: [[fc.integer({ min: -100, max: 0 }), 'errors.invalid']],
};

describe('dynamic form converter and validation', () => {
  it('the portal’s verdict (schema + shared rules) is the rules’ verdict the server computes', () => {
    fc.assert(fc.property(caseArb, ([fields, values]) => {
      const { schema } = toJsonSchema(fields, [TAB]);
      const validate = ajv.getSchema(schema.$id!) ?? ajv.compile(schema);
      const shown = keepVisible(fields, values);
      validate(shown);
      const portal = mergeVerdicts(fieldErrors(validate.errors ?? []), validateFormValues(fields, shown), visibleKeys(fields, shown));
      expect(asMap(portal)).toEqual(asMap(validateFormValues(fields, values)));
    }), { numRuns: 300 });
  });

  it('a value breaking its type’s rule gets the spec message, a missing required one "required"', () => {
    const typeArb = fc.integer({ min: 1, max: 12 });
    fc.assert(fc.property(typeArb.chain((type) => fc.tuple(fc.constant(type), fc.oneof(...BROKEN[type]!.map(([arb, key]) => arb.map((value) => [value, key] as const))))), fc.boolean(), ([type, [value, key]], required) => {
      const field: DynamicField = { id: 1, field_type: type as DynamicField['field_type'], label_en: 'F', label_ar: 'ح', is_required: required, form_tab: 1, select_data: OPTIONS };
      expect(validateFormValues([field], { field_1: value })).toEqual([expect.objectContaining({ field: 'field_1', key })]);
      expect(validateFormValues([field], {})).toEqual(required ? [{ field: 'field_1', key: 'errors.required' }] : []);
    }), { numRuns: 400 });
  });

  it('show_if/hide never lets a hidden value through, and a hidden field is never checked', () => {
    fc.assert(fc.property(caseArb, ([fields, values]) => {
      const kept = keepVisible(fields, values);
      const shown = visibleKeys(fields, values);
      const errors = validateFormValues(fields, values);
      for (const field of fields) {
        const key = fieldKey(field);
        if (field.hide) expect(kept).not.toHaveProperty(key);
        if (field.depends_on) {
          const controller = fields.find((f) => f.id === field.depends_on)!;
          const chosen = OPTIONS.find((o) => o.value === values[fieldKey(controller)]);
          const matches = chosen && [chosen.label, chosen.label_ar, chosen.value].includes(field.show_if ?? '');
          if (!matches || !shown.has(fieldKey(controller))) expect(kept).not.toHaveProperty(key);
        }
        // A field that does not show is never checked (a required hidden field cannot block a save).
        if (!shown.has(key)) expect(errors.some((e) => e.field === key)).toBe(false);
      }
    }));
  });

  it('gives the same schema object for the same definitions, and sections list only shown fields', () => {
    fc.assert(fc.property(caseArb, ([fields, values]) => {
      const first = toJsonSchema(fields, [TAB]);
      expect(toJsonSchema(structuredClone([...fields].reverse()), [structuredClone(TAB)]).schema).toBe(first.schema);
      const ui = toUiSchema(first, 'ar', values);
      const sections = (ui['ui:options'] as { sections: { fields: string[] }[] }).sections;
      expect(new Set(sections[0]!.fields)).toEqual(visibleKeys(fields, values));
      for (const field of fields) expect((ui[fieldKey(field)] as Record<string, unknown>)['ui:title']).toBe(field.label_ar);
    }));
  });

  it('shows help and placeholder texts in the page\'s language, English where no Arabic is given', () => {
    const base = { field_type: 1, label_en: 'Name', label_ar: 'الاسم', form_tab: TAB.id } as const;
    const fields: DynamicField[] = [
      { ...base, id: 1, help_text: 'As registered', help_text_ar: 'كما هو مسجل', placeholder: 'Al Amal', placeholder_ar: 'الأمل' },
      { ...base, id: 2, help_text: 'English only', placeholder: 'Only English' },
    ];
    const schema = toJsonSchema(fields, [TAB]);
    const texts = (language: 'ar' | 'en', field: DynamicField) => {
      const ui = toUiSchema(schema, language, {})[fieldKey(field)] as Record<string, unknown>;
      return [ui['ui:help'], ui['ui:placeholder']];
    };
    expect(texts('ar', fields[0]!)).toEqual(['كما هو مسجل', 'الأمل']);
    expect(texts('en', fields[0]!)).toEqual(['As registered', 'Al Amal']);
    expect(texts('ar', fields[1]!)).toEqual(['English only', 'Only English']);
  });
});
