/** Bank identifiers: BIC (8 or 11 characters), Swift code (required when flagged, length, format), IBAN. */
import { fail, isBlank, type RuleResult } from './rule.ts';

const SWIFT_FORMAT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** `errors.bic` unless the code has 8 or 11 characters. */
export function checkBic(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  const length = String(value).trim().length;
  return length === 8 || length === 11 ? null : fail('errors.bic');
}

/** The first failing Swift rule: required (when flagged), then length, then format (`errors.swift`). */
export function checkSwift(value: unknown, options: { required?: boolean } = {}): RuleResult {
  if (isBlank(value)) return options.required ? fail('errors.required') : null;
  const code = String(value).trim();
  return checkBic(code) ?? (SWIFT_FORMAT.test(code.toUpperCase()) ? null : fail('errors.swift'));
}

/** `errors.iban` unless the IBAN has a country, check digits and passes the ISO 13616 mod-97 check. */
export function checkIban(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  const iban = String(value).replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return fail('errors.iban');
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : fail('errors.iban');
}
