import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { tomorrow, yesterday } from '../../../src/shared/validation/rules/date-range.ts';
import { fieldErrors } from '../../../src/shared/validation/field-errors.ts';
import { addSchemaRules } from '../../../src/shared/validation/schema-rules.ts';

// The `x-rule` keyword as the server's request validator runs it (verbose errors): each rule's
// spec message under its field, and an absent required OTP or yes/no with its own message.
const schema = {
  type: 'object',
  properties: {
    bic: { type: 'string', 'x-rule': 'bic' },
    swift: { type: 'string', 'x-rule': 'swift' },
    otp: { type: 'string', 'x-rule': 'otp' },
    answer: { type: 'object', 'x-rule': 'yesNo' },
    period: { type: 'object', 'x-rule': { name: 'dateRange', min: '2030-01-01' } },
    period_default: { type: 'object', 'x-rule': 'dateRange' },
    travel: { type: 'string', 'x-rule': 'futureDate' },
    password: { type: 'string', 'x-rule': 'password' },
  },
  required: ['otp', 'answer'],
};
const ajv = addSchemaRules(new Ajv2020({ strict: false, allErrors: true, verbose: true }));
const validate = ajv.compile(schema);
const keysOf = (data: Record<string, unknown>) => {
  validate(data);
  return Object.fromEntries(fieldErrors(validate.errors ?? []).map((e) => [e.field, e.key]));
};

describe('x-rule keyword', () => {
  it('gives each rule its spec message under its field', () => {
    expect(keysOf({
      bic: 'ABCDEFG', swift: 'ABCD12XY', otp: '12345', answer: { answer: 'yes' }, period: { start: '2029-12-31', end: '2030-01-02' },
      period_default: { start: yesterday() }, travel: new Date().toISOString().slice(0, 10), password: 'short',
    })).toEqual({
      bic: 'errors.bic', swift: 'errors.swift', otp: 'errors.otp_required', answer: 'errors.required', period: 'forms.errors.date_too_early',
      period_default: 'errors.required', travel: 'forms.errors.date_too_early', password: 'errors.password_rules',
    });
  });

  it('accepts values that meet every rule', () => {
    expect(keysOf({
      bic: 'NBOKKWKW', swift: 'NBOKKWKWXXX', otp: 'A1B2C3', answer: { answer: 'no' }, period: { start: '2030-01-01', end: '2030-01-01' },
      period_default: { start: yesterday(), end: tomorrow() }, travel: tomorrow(), password: 'Portal@2026demo',
    })).toEqual({});
  });

  it('names the missing OTP and yes/no with their own messages', () => {
    expect(keysOf({})).toEqual({ otp: 'errors.otp_required', answer: 'errors.yes_no_required' });
  });

  it('refuses every value of a property naming an unknown rule (codegen reports the name)', () => {
    const unknown = ajv.compile({ type: 'object', properties: { code: { type: 'string', 'x-rule': 'nope' } } });
    unknown({ code: 'anything' });
    expect(fieldErrors(unknown.errors ?? [])).toEqual([{ field: 'code', key: 'errors.invalid' }]);
  });
});
