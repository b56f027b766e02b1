/** Dates as `yyyy-mm-dd` and date ranges: both ends required, the start no earlier than a minimum (yesterday by default). */
import { fail, isBlank, type RuleResult } from './rule.ts';

/** A date range's value. */
export type DateRange = { start?: string; end?: string };

/** `yyyy-mm-dd` of a date in UTC. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** Yesterday as `yyyy-mm-dd` (UTC), the default minimum of a range. */
export function yesterday(now: Date = new Date()): string {
  return isoDate(new Date(now.getTime() - 86_400_000));
}

/** `errors.date` unless the value is a real calendar date written `yyyy-mm-dd`. */
export function checkDate(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return fail('errors.date');
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value ? null : fail('errors.date');
}

/** The first problem of a range and the end it concerns; `min` defaults to yesterday. */
export function checkDateRange(value: unknown, options: { min?: string; now?: Date } = {}): (RuleResult & { field?: 'start' | 'end' }) | null {
  const { start, end } = (value ?? {}) as DateRange;
  const min = options.min ?? yesterday(options.now);
  for (const [field, date] of [['start', start], ['end', end]] as const) {
    if (isBlank(date)) return { key: 'errors.required', field };
    const bad = checkDate(date);
    if (bad) return { ...bad, field };
  }
  if (start! < min) return { key: 'forms.errors.date_too_early', params: { limit: min }, field: 'start' };
  if (end! < start!) return { key: 'forms.errors.end_before_start', field: 'end' };
  return null;
}

/** Tomorrow as `yyyy-mm-dd` (UTC): the first date a picker that blocks today and past dates offers. */
export function tomorrow(now: Date = new Date()): string {
  return isoDate(new Date(now.getTime() + 86_400_000));
}

/** `errors.date` unless a real date; `forms.errors.date_too_early` for today or a past date. */
export function checkFutureDate(value: unknown, options: { now?: Date } = {}): RuleResult {
  if (isBlank(value)) return null;
  const bad = checkDate(value);
  if (bad) return bad;
  const first = tomorrow(options.now);
  return String(value) < first ? fail('forms.errors.date_too_early', { limit: first }) : null;
}
