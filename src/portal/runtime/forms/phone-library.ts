/**
 * The functions of `libphonenumber-js` (with its `min` metadata) that the portal calls, which
 * `phone-numbers.ts` fetches: named here so the chunk holds only them and what they need, not the
 * whole package as a namespace import would (as-you-type formatting, finding numbers in text: about
 * 15 kB gzip that no form uses).
 */
export { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
