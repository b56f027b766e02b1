import { describe, expect, it } from 'vitest';
import { propertySchema } from '../../../src/shared/format/property-schema.ts';
import { valueDirection } from '../../../src/shared/format/value-direction.ts';

describe('valueDirection', () => {
  it('isolates phones, e-mails and web addresses left to right, and leaves other values to the page', () => {
    expect(valueDirection(propertySchema('foreign-entity', 'mobile'))).toBe('ltr'); // x-rule: phone
    expect(valueDirection(propertySchema('foreign-entity', 'email'))).toBe('ltr');
    expect(valueDirection(propertySchema('user', 'phone'))).toBe('ltr'); // a +digits pattern
    expect(valueDirection(propertySchema('foreign-entity', 'name_ar'))).toBeUndefined();
    expect(valueDirection(undefined)).toBeUndefined();
  });
});
