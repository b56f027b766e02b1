/**
 * Currency values: one string of currency code and amount joined by a slash (`KWD/125.500`).
 * The amount is digits with at most the currency's minor-unit decimals (KWD 3, USD 2).
 */
import { fail, isBlank, type RuleResult } from './rule.ts';

/** Currencies offered, with their ISO 4217 minor units. */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  KWD: 3, BHD: 3, OMR: 3, JOD: 3, IQD: 3, TND: 3, LYD: 3,
  USD: 2, EUR: 2, GBP: 2, SAR: 2, AED: 2, QAR: 2, EGP: 2, TRY: 2, INR: 2, PKR: 2, CHF: 2, CAD: 2, AUD: 2,
  JPY: 0,
};

/** The codes, in the order the currency select offers them. */
export const CURRENCY_CODES = Object.keys(CURRENCY_DECIMALS);

/** `KWD` + `125.500` → `KWD/125.500`; an empty amount gives an empty value. */
export const joinCurrency = (code: string, amount: string): string => (amount === '' && code === '' ? '' : `${code}/${amount}`);

/** `KWD/125.500` → `{ code: 'KWD', amount: '125.500' }`. */
export function splitCurrency(value: string): { code: string; amount: string } {
  const slash = value.indexOf('/');
  return slash < 0 ? { code: '', amount: value } : { code: value.slice(0, slash), amount: value.slice(slash + 1) };
}

/** Keys the amount input refuses (exponent and sign). */
export const BLOCKED_AMOUNT_KEYS: readonly string[] = ['e', 'E', '+', '-'];

/** Unknown code → `errors.invalid_choice`; no amount → `errors.required`; not digits → `errors.number`; too many decimals → `forms.errors.decimals`. */
export function checkCurrency(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return fail('errors.invalid');
  const { code, amount } = splitCurrency(value);
  const decimals = CURRENCY_DECIMALS[code];
  if (decimals === undefined) return fail('errors.invalid_choice');
  if (amount === '') return fail('errors.required');
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(amount);
  if (!match) return fail('errors.number');
  if ((match[2]?.length ?? 0) > decimals) return fail('forms.errors.decimals', { limit: decimals });
  return null;
}

/**
 * The `decimals` rule of a plain number (a fund transfer's amount in KWD): at most `places` digits
 * after the point, as the currency's minor unit allows (`{ "name": "decimals", "places": 3 }`).
 */
export function checkDecimals(value: unknown, options: Record<string, unknown>): RuleResult {
  if (isBlank(value) || typeof value !== 'number') return null;
  const places = typeof options.places === 'number' ? options.places : 2;
  // The shortest decimal text of the number (12.34567 → "12.34567", 1e-7 → "1e-7").
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  const fraction = exponent ? Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0) : (text.split('.')[1]?.length ?? 0);
  return fraction > places ? fail('forms.errors.decimals', { limit: places }) : null;
}
