/**
 * Rules between the dates of one object (product spec section 5, safe travel): a return after the departure, a
 * passport valid past the return date, an issue before an expiry. The rule stands on the object schema
 * (`"x-rule": { "name": "dateOrder", "pairs": [...] }`) and names the date that is wrong by its path under
 * that object, so the error shows under that field (a traveller's row, `travellers/1/passport_expiry_date`).
 */
import { checkDate, isoDate } from './date-range.ts';
import { isBlank, type RuleMessage } from './rule.ts';

/** One ordering: `later` must come after `earlier` (on or after unless `strict`). A `*` in a path takes each item of a list. */
export type DatePair = { earlier: string; later: string; strict?: boolean; message?: string };

/** A verdict naming where, under the checked object, the wrong date is. */
export type PlacedResult = (RuleMessage & { path?: Array<string | number> }) | null;

type Found = { value: unknown; path: Array<string | number> };

/** The values a path (`return_date`, `travellers/*\/passport_expiry_date`) reaches in `value`. */
function valuesAt(value: unknown, path: string): Found[] {
  let found: Found[] = [{ value, path: [] }];
  for (const part of path.split('/')) {
    const next: Found[] = [];
    for (const { value: at, path: where } of found) {
      if (part === '*') {
        if (Array.isArray(at)) at.forEach((item, index) => next.push({ value: item, path: [...where, index] }));
      } else if (at !== null && typeof at === 'object' && !Array.isArray(at)) {
        next.push({ value: (at as Record<string, unknown>)[part], path: [...where, part] });
      }
    }
    found = next;
  }
  return found;
}

const usable = (value: unknown): value is string => !isBlank(value) && checkDate(value) === null;

/** The first pair a value breaks; blank or malformed dates are left to their own checks (required, format). */
export function checkDateOrder(value: unknown, options: { pairs?: unknown }): PlacedResult {
  if (value === null || typeof value !== 'object') return null;
  for (const pair of (Array.isArray(options.pairs) ? options.pairs : []) as DatePair[]) {
    const earliest = valuesAt(value, pair.earlier).filter((found) => usable(found.value));
    if (earliest.length === 0) continue;
    for (const later of valuesAt(value, pair.later)) {
      if (!usable(later.value)) continue;
      for (const earlier of earliest) {
        const wrong = pair.strict ? later.value <= (earlier.value as string) : later.value < (earlier.value as string);
        if (wrong) return { key: pair.message ?? 'forms.errors.end_before_start', params: { limit: earlier.value }, path: later.path };
      }
    }
  }
  return null;
}

/** `errors.date` unless a real date; `forms.errors.date_too_early` before today (UTC): a date not in the past. */
export function checkNotPast(value: unknown, options: { now?: Date } = {}): RuleMessage | null {
  if (isBlank(value)) return null;
  const bad = checkDate(value);
  if (bad) return bad;
  const today = isoDate(options.now ?? new Date());
  return String(value) < today ? { key: 'forms.errors.date_too_early', params: { limit: today } } : null;
}

/** `errors.date` unless a real date; `forms.errors.date_too_late` after today (UTC): a date of the past (a birth, an issue). */
export function checkNotFuture(value: unknown, options: { now?: Date } = {}): RuleMessage | null {
  if (isBlank(value)) return null;
  const bad = checkDate(value);
  if (bad) return bad;
  const today = isoDate(options.now ?? new Date());
  return String(value) > today ? { key: 'forms.errors.date_too_late', params: { limit: today } } : null;
}
