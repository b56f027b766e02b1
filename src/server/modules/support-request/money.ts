/** KWD in fils (three decimals) so sums are exact, the settings' USD rate, and Kuwait's calendar day. */
import type { Queryable } from '../../db/database.ts';

export const fils = (kwd: number): number => Math.round(kwd * 1000);
export const fromFils = (value: number): number => value / 1000;

/** USD per KWD when the settings name no `usd_per_kwd` (the fund transfers' default too). */
const DEFAULT_USD_PER_KWD = 3.25;

/** `usd_per_kwd` of the settings (settings/), above 0, else the default. */
export async function usdPerKwd(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ value: string | null }>(`SELECT data->>'value' AS value FROM setting_records WHERE data->>'key' = 'usd_per_kwd' ORDER BY id LIMIT 1`);
  const value = Number(rows[0]?.value ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_USD_PER_KWD;
}

/** The date in Kuwait at `now`, `YYYY-MM-DD`. */
export const kuwaitDate = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
