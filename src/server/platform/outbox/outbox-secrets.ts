/**
 * Credentials inside outbox messages (a reset or reactivation link, a registration link, an SMS code):
 * never shown in full in `outbox/`, and replaced in the row once a transport delivered the message.
 * The one exception is the development viewer: with no transport for the channel and NODE_ENV not
 * production, `outbox/` *is* the delivery (demo users and the e2e tests read their links there).
 */
import type { FastifyInstance } from 'fastify';

/** Params that carry a credential (a token in a link, a one-time code). */
export const SECRET_PARAMS = ['link', 'url', 'code', 'token'] as const;

/** What a delivered message keeps in place of a secret. */
export const REDACTED = '[redacted]';

/** Whether a real transport sends this channel (SMTP for e-mail; SMS has no gateway yet). */
export const hasTransport = (app: FastifyInstance, channel: string) => channel === 'email' && Boolean(app.config.smtpUrl);

/** Whether `outbox/` is where this channel's messages are read (development without a transport). */
export const isDevViewer = (app: FastifyInstance, channel: string) => !hasTransport(app, channel) && app.config.nodeEnv !== 'production';

/** `https://portal/…/reset/AbCdEf…` → `https://portal/…/reset/AbCd…`; a code → `••••••`. */
export function maskSecret(value: string): string {
  const link = /^(.*\/)([^/]+)$/.exec(value);
  if (link && /^https?:\/\//.test(value)) return `${link[1]}${link[2]!.slice(0, 4)}…`;
  return '•'.repeat(Math.min(value.length, 6));
}

/** The params with every secret masked (for `outbox/`). */
export function maskedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, (SECRET_PARAMS as readonly string[]).includes(key) && value !== REDACTED ? maskSecret(value) : value]));
}
