/**
 * fast-check arbitraries for server-driven forms: field-definition sets (every type, required,
 * hidden, conditional on an earlier select or radio) and values for them as the portal's widgets
 * can hold them — well-formed ones and every kind of breakage the rules name — so a property sees
 * far more than a fixed list of examples.
 */
import fc from 'fast-check';
import { fieldKey, type DynamicField, type SelectOption } from '../../src/shared/dynamic-forms/index.ts';
import { CURRENCY_CODES } from '../../src/shared/validation/rules/currency.ts';
import { SOCIAL_NETWORKS } from '../../src/shared/validation/rules/social.ts';

export const OPTIONS: SelectOption[] = [
  { value: 'a', label: 'Alpha', label_ar: 'ألف' },
  { value: 'b', label: 'Beta', label_ar: 'باء' },
];

type FieldSpec = { type: number; required: boolean; hide: boolean; condition: number | null; showIf: string };

const fieldSpec: fc.Arbitrary<FieldSpec> = fc.record({
  type: fc.integer({ min: 1, max: 12 }),
  required: fc.boolean(),
  hide: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  condition: fc.option(fc.nat(), { freq: 3 }),
  showIf: fc.constantFrom('Alpha', 'Beta', 'a', 'ألف'),
});

/** Definition sets of 1..max fields on tab 1; a condition points at an earlier select or radio. */
export function fieldsArb(max = 10, ids: (index: number) => number = (index) => index + 1): fc.Arbitrary<DynamicField[]> {
  return fc.array(fieldSpec, { minLength: 1, maxLength: max }).map((specs) => specs.map((spec, index): DynamicField => {
    const controllers = specs.slice(0, index).map((s, i) => ({ s, i })).filter(({ s }) => s.type === 6 || s.type === 8);
    const controller = spec.condition === null || controllers.length === 0 ? undefined : controllers[spec.condition % controllers.length]!.i;
    return {
      id: ids(index), field_type: spec.type as DynamicField['field_type'], label_en: `F${index}`, label_ar: `ح${index}`, is_required: spec.required,
      hide: spec.hide, form_tab: 1, order: index, select_data: OPTIONS,
      ...(controller === undefined ? {} : { depends_on: ids(controller), show_if: spec.showIf }),
    };
  }));
}

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const isoDate = fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const text = (max: number) => fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: max - 2, maxLength: max + 3 }), fc.constantFrom('', '   '));

/** A value a widget of this type can hold: well-formed or not (file ids are `fileId` or not a real upload). */
export function valueArb(field: DynamicField, fileId: number): fc.Arbitrary<unknown> {
  switch (field.field_type) {
    case 1: return text(255);
    case 2: return text(5000);
    case 3: return fc.oneof(isoDate, fc.tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`), fc.string({ maxLength: 12 }));
    case 4: return fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }));
    case 5: return fc.oneof(fc.constantFrom('5', '6', '9').chain((first) => digits(7, 7).map((rest) => `+965${first}${rest}`)), digits(1, 12).map((d) => `+${d}`), fc.string({ maxLength: 14 }));
    // A select or radio holds an option's value, or a value no longer offered — never a blank
    // (choosing the empty option gives no value at all).
    case 6:
    case 8: return fc.oneof(fc.constantFrom(...OPTIONS.map((o) => o.value)), fc.string({ minLength: 1, maxLength: 6 }).filter((v) => v.trim() !== ''));
    case 7: return fc.oneof(fc.double({ min: -1000, max: 1e9, noNaN: true, noDefaultInfinity: true }), fc.nat());
    case 9: return fc.tuple(fc.constantFrom(...CURRENCY_CODES, 'XXX', ''), fc.oneof(fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{0,5})?$/), fc.string({ maxLength: 6 })))
      .map(([code, amount]) => `${code}/${amount}`);
    case 10: return fc.record({
      networks: fc.array(fc.constantFrom(...SOCIAL_NETWORKS, 'myspace'), { maxLength: 4 }).map((n) => n.join('/')),
      accounts: fc.dictionary(fc.constantFrom(...SOCIAL_NETWORKS), fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constant(' '))),
    });
    case 11: return fc.oneof(fc.webUrl(), fc.webUrl().map((u) => u.replace(/^https?/, 'ftp')), fc.string({ maxLength: 20 }));
    case 12: return fc.oneof(fc.constant(fileId), fc.integer({ min: -5, max: 0 }));
    default: return fc.constant(undefined);
  }
}

/** Form data for a definition set: each field given a value of its type, or left out. */
export function valuesArb(fields: DynamicField[], fileId = 1): fc.Arbitrary<Record<string, unknown>> {
  const entries = fields.map((field) => fc.option(valueArb(field, fileId), { freq: 4, nil: undefined }).map((value) => [fieldKey(field), value] as const));
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== undefined)));
}
