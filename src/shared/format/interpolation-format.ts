/**
 * i18next's formatter for every `{{value}}` put into a translated text (`alwaysFormat: true`):
 * numbers come out in the language's numeral system (`spec/formats.yaml`: ٣ إشعارات, not 3 إشعارات),
 * calendar days (`2026-12-01`) as the portal shows dates, and phone numbers, e-mails, addresses and
 * codes are isolated left to right in Arabic sentences.
 */
import type { FormatterModule } from 'i18next';
import { isolateValue } from './bidi.ts';
import { formatDate } from './format-date.ts';
import { formatNumber } from './locale.ts';

// Values that are identifiers, not quantities: no thousands separator (`FT-٢٠٢٦` stays a number, 2026 not 2,026).
const UNGROUPED = /^(number|year|id|receipt|page|pages|step|uid)$/;

/** Formats one interpolated value in `language`. */
export function formatInterpolation(value: unknown, language: string, key = ''): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value, language, UNGROUPED.test(key) ? { useGrouping: false } : undefined);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, language); // a calendar day, as the portal shows days
  if (typeof value === 'string') return isolateValue(value, language);
  return value;
}

/** The formatter module to `use()` on an i18next instance (with `interpolation.alwaysFormat: true`). */
export const interpolationFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // Objects and arrays go back as they came (i18next's own handling); the type says string.
  format: (value, _format, lng, options) => formatInterpolation(value, lng ?? 'ar', String((options as { interpolationkey?: string } | undefined)?.interpolationkey ?? '')) as string,
};
