import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationSchemas } from '../../generated/api/operation-schemas.ts';
import { userTypes } from '../../generated/access/rules.ts';
import { fieldErrors } from '../../src/shared/validation/field-errors.ts';

// The server validates the create-reference body with this schema; the message keys come from
// the one mapping both sides use. For any title the verdict must follow the entity's rule.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(operationSchemas.createReference!.body!);
const someType = userTypes[0]; // any user type of the spec
const valid = { title: 'x', published_date: '2026-01-31', user_types: [someType] };

function verdict(body: Record<string, unknown>) {
  validate(body);
  return fieldErrors(validate.errors ?? []);
}

describe('field errors from the reference schema', () => {
  it('title: required when empty, too long past 250 characters, accepted otherwise', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (title) => {
        const error = verdict({ ...valid, title }).find((e) => e.field === 'title');
        if (title.length === 0) expect(error?.key).toBe('errors.required');
        else if (title.length > 250) expect(error).toMatchObject({ key: 'errors.too_long', params: { limit: 250 } });
        else expect(error).toBeUndefined();
      }),
    );
  });

  it('any missing required field is reported under its own name as required', () => {
    fc.assert(
      fc.property(fc.subarray(['title', 'published_date', 'user_types'], { minLength: 1 }), (missing) => {
        const body = Object.fromEntries(Object.entries(valid).filter(([key]) => !missing.includes(key)));
        const errors = verdict(body);
        expect(errors.map((e) => e.field).sort()).toEqual([...missing].sort());
        expect(errors.every((e) => e.key === 'errors.required')).toBe(true);
      }),
    );
  });

  it('an unknown user type is an invalid choice and a repeated one is reported as repeated', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !(userTypes as readonly string[]).includes(s)), (type) => {
        expect(verdict({ ...valid, user_types: [type] })[0]).toMatchObject({ field: 'user_types', key: 'errors.invalid_choice' });
      }),
    );
    expect(verdict({ ...valid, user_types: [someType, someType] })[0]).toMatchObject({ field: 'user_types', key: 'errors.repeated' });
  });

  it('dates must be yyyy-mm-dd', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(verdict({ ...valid, published_date: iso })).toEqual([]);
        const [y, m, d] = iso.split('-');
        expect(verdict({ ...valid, published_date: `${d}/${m}/${y}` })[0]).toMatchObject({ field: 'published_date', key: 'errors.date' });
      }),
    );
  });

  it('an unknown field is refused by name', () => {
    expect(verdict({ ...valid, colour: 'red' })).toEqual([{ field: 'colour', key: 'errors.unknown_field' }]);
  });
});
