import { numberFormat } from './locale.ts';

/** Currencies the portal handles (product spec section 9). */
export type Currency = 'KWD' | 'USD';

/** Decimal places of the portal's currencies: KWD has fils (three), USD cents (two). */
export const currencyDecimals: Record<Currency, number> = { KWD: 3, USD: 2 };

/**
 * Decimal places of any ISO 4217 currency (KWD 3, USD 2, JPY 0, BHD 3…): the portal's own table
 * first, then the runtime's ISO data; 2 for a code Intl does not know.
 */
export function decimalsOf(currency: string): number {
  const code = currency.toUpperCase();
  if (code in currencyDecimals) return currencyDecimals[code as Currency];
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Rounds an amount to its currency's decimals (half away from zero). */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = 10 ** currencyDecimals[currency];
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * factor)) / factor;
}

/** Formats an amount with its currency and exactly its decimals, in the language's digits. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const digits = decimalsOf(currency);
  return numberFormat(language, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** An amount with exactly its currency's decimals and no symbol (`2,500.750` for KWD), for cells whose heading names the currency. */
export function formatAmount(amount: number, currency: string, language: string): string {
  const digits = decimalsOf(currency);
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}
