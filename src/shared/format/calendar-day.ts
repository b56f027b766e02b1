/**
 * Calendar days as the forms keep them (`yyyy-mm-dd`, product spec section 5) and as people type
 * them (day/month/year in either language's digits). Dates are local days at noon, so no time zone
 * or daylight-saving change moves them.
 */

/** Western digits for Arabic-Indic (٠–٩) and Persian (۰–۹) ones; bidi marks removed. */
export function toWesternDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The `yyyy-mm-dd` of a date's local day. */
export function isoDayOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day (at noon) of a `yyyy-mm-dd` value; undefined for anything else or a day that does not exist. */
export function dateOfIsoDay(value: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 12);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/**
 * A typed day as `yyyy-mm-dd`: `2026-12-01`, or day/month/year (`1/12/2026`, `٠١/١٢/٢٠٢٦`,
 * `1.12.2026`, `1-12-2026`), the order the portal shows in both languages. Undefined when it is no day.
 */
export function parseTypedDay(text: string): string | undefined {
  const plain = toWesternDigits(text).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(plain);
  const dmy = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(plain);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year || !month || !day) return undefined;
  const value = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  return dateOfIsoDay(value) ? value : undefined;
}
