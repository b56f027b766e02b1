/** Plain inputs: e-mail addresses and decimal numbers (digits only, minimum 0). */
import { fail, isBlank, type RuleResult } from './rule.ts';

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** `errors.email` unless the value looks like `name@domain.tld`. */
export function checkEmail(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value) ? null : fail('errors.email');
}

/** `errors.number` unless the value is a number of at least 0 (a number, or digits with an optional fraction). */
export function checkDecimal(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? null : fail('errors.number');
  return typeof value === 'string' && /^\d{1,15}(\.\d{1,6})?$/.test(value) ? null : fail('errors.number');
}
