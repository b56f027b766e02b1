/**
 * Phone numbers, checked per country with libphonenumber-js. A number is stored as the country
 * calling code plus the national number (`+96551234567`, E.164), so the dial prefix travels with it.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { fail, isBlank, type RuleResult } from './rule.ts';

/** The stored value for a dial code (`965`) and a national number (`51234567`). */
export function joinPhone(callingCode: string, national: string): string {
  const digits = national.replace(/\D/g, '');
  return digits ? `+${callingCode}${digits}` : '';
}

/** The calling code and national number of a stored value (the country when it can be told). */
export function splitPhone(value: string): { callingCode: string; national: string; country?: CountryCode } {
  const parsed = parsePhoneNumberFromString(value);
  if (parsed) return { callingCode: parsed.countryCallingCode, national: parsed.nationalNumber, ...(parsed.country ? { country: parsed.country } : {}) };
  return { callingCode: '', national: value.replace(/\D/g, '') };
}

/** Every country with its calling code, for the dial-code select. */
export function dialCodes(): { country: CountryCode; callingCode: string }[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** `errors.phone` unless the value is a valid number for its dial prefix (blank passes: `required` is separate). */
export function checkPhone(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || !/^\+\d{4,16}$/.test(value)) return fail('errors.phone');
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() ? null : fail('errors.phone');
}
