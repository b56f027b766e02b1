/** What every printed or exported file shares: its language, the footer naming who printed it and when, today's date. */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { translate } from '../i18n.ts';
import { requireUser } from '../request-context.ts';

/** The ministry's time zone: printed dates and times are Kuwait's, whatever the server's zone. */
export const PRINT_TIME_ZONE = 'Asia/Kuwait';

/** The file's language: the `lang` query parameter when given (a link opened in a new tab), else Accept-Language. */
export function fileLanguage(request: FastifyRequest): Language {
  const { lang } = (request.query ?? {}) as { lang?: Language };
  return lang ?? request.language;
}

/** "Printed by <name> on <date, time>" in `language`. */
export function printedBy(request: FastifyRequest, language: Language): string {
  const user = requireUser(request.user);
  const date = formatDateTime(request.server.config.clock().toISOString(), language, PRINT_TIME_ZONE);
  return translate(language, 'common.pdf.printed_by', { name: user.name || user.username, date });
}

/** The calendar day of `moment` in the ministry's time zone (`2026-05-12`). */
export function kuwaitDay(moment: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PRINT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(moment));
}

/** Today's calendar date in the ministry's time zone (`2026-05-12`). */
export function printDate(request: FastifyRequest): string {
  return kuwaitDay(request.server.config.clock());
}
