import { numberFormat } from './locale.ts';

/** Currencies the portal handles (product spec section 9). */
export type Currency = 'KWD' | 'USD';

/** Decimal places of each currency: KWD has fils (three), USD cents (two). */
export const currencyDecimals: Record<Currency, number> = { KWD: 3, USD: 2 };

/** Rounds an amount to its currency's decimals (half away from zero). */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = 10 ** currencyDecimals[currency];
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * factor)) / factor;
}

/** Formats an amount with its currency and exactly its decimals, in the language's digits. */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const digits = currencyDecimals[currency];
  return numberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}
