import { dateTimeFormat, localeOf } from './locale.ts';
import { plainDateTime } from './plain-formats.ts';

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

// A calendar date (`2024-03-05`) has no time zone: read and print it in UTC so it never shifts a day.
function parseCalendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A calendar date as dd/mm/yyyy in the language's digits; unparsable input comes back as is. */
export function formatDate(value: string, language: string): string {
  const date = parseCalendarDate(value);
  return date ? dateTimeFormat(language, { ...DAY, timeZone: 'UTC' }).format(date) : value;
}

/** An instant as dd/mm/yyyy, hh:mm in the viewer's time zone (or `timeZone`, for tests and print). */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // In the viewer's time zone, written without Intl where plain-formats.ts knows the locale.
  const plain = timeZone === undefined ? plainDateTime(date, localeOf(language)) : undefined;
  return plain ?? dateTimeFormat(language, { ...DAY, ...TIME, timeZone }).format(date);
}
