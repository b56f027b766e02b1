import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldKey, keepVisible, mergeVerdicts, toJsonSchema, toUiSchema, validateFormValues, visibleKeys, type DynamicField,
} from '../../src/shared/dynamic-forms/index.ts';
import { fieldErrors } from '../../src/shared/validation/field-errors.ts';

// For arbitrary field-definition sets and values: the converter's schema plus the shared rules
// (what the portal shows) and `validateFormValues` (what the server answers) give the same
// message per field; breaking a field's rule gives its spec message; hidden values never survive.
const OPTIONS = [
  { value: 'a', label: 'Alpha', label_ar: 'ألف' },
  { value: 'b', label: 'Beta', label_ar: 'باء' },
];

const VALID: Record<number, unknown[]> = {
  1: ['Al Amal', 'x'], 2: ['Long text\nwith lines'], 3: ['2026-02-28'], 4: ['info@alamal.org'], 5: ['+96551234567', '+201001234567'],
  6: ['a', 'b'], 7: [0, 12.5], 8: ['a', 'b'], 9: ['KWD/1.500', 'USD/20.25'], 10: [{ networks: 'facebook', accounts: { facebook: 'alamal' } }],
  11: ['https://alamal.org'], 12: [7],
};
const INVALID: Record<number, [unknown, string][]> = {
  1: [['x'.repeat(256), 'errors.too_long']], 2: [['x'.repeat(5001), 'errors.too_long']], 3: [['2026-02-30', 'errors.date']],
  4: [['not-an-email', 'errors.email']], 5: [['+9651', 'errors.phone']], 6: [['z', 'errors.invalid_choice']], 7: [[-1, 'errors.number']],
  8: [['z', 'errors.invalid_choice']], 9: [['KWD/1.2345', 'forms.errors.decimals'], ['USD/1.234', 'forms.errors.decimals'], ['XXX/1', 'errors.invalid_choice']],
  10: [[{ networks: 'facebook', accounts: {} }, 'errors.required']], 11: [['ftp://alamal.org', 'errors.url']], 12: [[0, 'errors.invalid']],
};

const fieldsArb = fc.array(
  fc.record({ type: fc.integer({ min: 1, max: 12 }), required: fc.boolean(), hide: fc.boolean(), condition: fc.option(fc.nat(), { freq: 3 }), showIf: fc.constantFrom('Alpha', 'Beta') }),
  { minLength: 1, maxLength: 12 },
).map((specs) => specs.map((spec, index): DynamicField => {
  const controllers = specs.slice(0, index).map((s, i) => ({ s, i })).filter(({ s }) => s.type === 6 || s.type === 8);
  const controller = spec.condition === null || controllers.length === 0 ? undefined : controllers[spec.condition % controllers.length]!.i + 1;
  return {
    id: index + 1, field_type: spec.type as DynamicField['field_type'], label_en: `F${index}`, label_ar: `ح${index}`, is_required: spec.required,
    hide: spec.hide && index % 4 === 0, form_tab: 1, order: index, select_data: OPTIONS,
    ...(controller ? { depends_on: controller, show_if: spec.showIf } : {}),
  };
}));

type Choice = { kind: 'valid' | 'invalid' | 'missing'; pick: number };
const choiceArb = fc.record({ kind: fc.constantFrom<Choice['kind']>('valid', 'invalid', 'missing'), pick: fc.nat() });

function valuesFor(fields: DynamicField[], choices: Choice[]) {
  const values: Record<string, unknown> = {};
  const expected = new Map<string, string>();
  fields.forEach((field, i) => {
    const choice = choices[i % choices.length]!;
    if (choice.kind === 'missing') return;
    if (choice.kind === 'valid') values[fieldKey(field)] = VALID[field.field_type]![choice.pick % VALID[field.field_type]!.length];
    else {
      const [value, key] = INVALID[field.field_type]![choice.pick % INVALID[field.field_type]!.length]!;
      values[fieldKey(field)] = value;
      expected.set(fieldKey(field), key);
    }
  });
  return { values, expected };
}

const ajv = new Ajv2020({ allErrors: true, strict: false });

describe('dynamic form converter and validation', () => {
  it('portal and server verdicts are identical, and each broken rule gives its spec message', () => {
    fc.assert(fc.property(fieldsArb, fc.array(choiceArb, { minLength: 1, maxLength: 12 }), (fields, choices) => {
      const { schema } = toJsonSchema(fields, [{ id: 1, form: 'demo', name_en: 'Tab', name_ar: 'تبويب' }]);
      // As the portal's validator does: a version already compiled is looked up by its `$id`.
      const validate = ajv.getSchema(schema.$id!) ?? ajv.compile(schema);
      const { values, expected } = valuesFor(fields, choices);
      validate(values);
      const server = validateFormValues(fields, values);
      const shown = visibleKeys(fields, values);
      const portal = mergeVerdicts(fieldErrors(validate.errors ?? []), validateFormValues(fields, values), shown);
      const asMap = (errors: { field: string; key: string }[]) => Object.fromEntries(errors.map((e) => [e.field, e.key]));
      expect(asMap(portal)).toEqual(asMap(server));
      for (const field of fields) {
        const key = fieldKey(field);
        const error = server.find((e) => e.field === key);
        if (!shown.has(key)) expect(error).toBeUndefined();
        else if (expected.has(key)) expect(error?.key).toBe(expected.get(key));
        else if (key in values) expect(error).toBeUndefined();
        else expect(error?.key).toBe(field.is_required ? 'errors.required' : undefined);
      }
    }));
  });

  it('show_if/hide never lets a hidden value through', () => {
    fc.assert(fc.property(fieldsArb, fc.array(choiceArb, { minLength: 1 }), (fields, choices) => {
      const { values } = valuesFor(fields, choices);
      const kept = keepVisible(fields, values);
      for (const field of fields) {
        const key = fieldKey(field);
        if (field.hide) expect(kept).not.toHaveProperty(key);
        if (field.depends_on) {
          const controller = fields.find((f) => f.id === field.depends_on)!;
          const chosen = OPTIONS.find((o) => o.value === values[fieldKey(controller)]);
          if (chosen?.label !== field.show_if) expect(kept).not.toHaveProperty(key);
        }
      }
    }));
  });

  it('gives the same schema object for the same definitions, and sections list only shown fields', () => {
    fc.assert(fc.property(fieldsArb, (fields) => {
      const tabs = [{ id: 1, form: 'demo', name_en: 'Tab', name_ar: 'تبويب' }];
      const first = toJsonSchema(fields, tabs);
      expect(toJsonSchema(structuredClone([...fields].reverse()), structuredClone(tabs)).schema).toBe(first.schema);
      const ui = toUiSchema(first, 'ar', {});
      const sections = (ui['ui:options'] as { sections: { fields: string[] }[] }).sections;
      expect(new Set(sections[0]!.fields)).toEqual(visibleKeys(fields, {}));
      for (const field of fields) expect((ui[fieldKey(field)] as Record<string, unknown>)['ui:title']).toBe(field.label_ar);
    }));
  });
});
