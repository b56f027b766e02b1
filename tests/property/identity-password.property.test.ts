import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedPasswordChecks, meetsPasswordRule } from '../../src/shared/identity/password-rule.ts';

// The rule of product spec section 5, written once more as a single regular expression.
const RULE = /^(?=[^]*[a-z])(?=[^]*[A-Z])(?=[^]*[0-9])(?=[^]*[@$!%*?&])[A-Za-z0-9@$!%*?&]{12,16}$/;

// Characters near the rule's edges: allowed ones, look-alike specials, spaces, Arabic and Eastern digits.
const edgy = fc.constantFrom(...'aZ9@$!%*?&#^-_ .٣éاÄ\n\t'.split(''));
const candidate = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: edgy, minLength: 8, maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...'abcXYZ0129@$!%*?&'.split('')), minLength: 10, maxLength: 18 }),
);

describe('password rule', () => {
  it('accepts exactly the strings the spec rule accepts', () => {
    fc.assert(fc.property(candidate, (password) => meetsPasswordRule(password) === RULE.test(password)), { numRuns: 3000 });
  });

  it('names at least one failed part whenever a password is refused', () => {
    fc.assert(fc.property(candidate, (password) => meetsPasswordRule(password) || failedPasswordChecks(password).length > 0));
  });

  it('accepts the demo password and refuses one character too many', () => {
    expect(meetsPasswordRule('Portal@2026demo')).toBe(true);
    expect(meetsPasswordRule('Portal@2026demo12')).toBe(false);
    expect(failedPasswordChecks('portal@2026demo')).toEqual(['upper']);
  });
});
