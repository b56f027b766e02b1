/**
 * The server's logger options. Secrets never reach the log because of what is logged, not because
 * of a list of paths to censor: a request is logged as `requestForLog` makes it (method, URL with the
 * values of `token` / `auth_token` replaced, host, client address: no header, no body), an answer as
 * its status alone (Fastify's own `res` serializer), so no Authorization header, cookie, Set-Cookie,
 * password or session token is ever in a line (tests/api/log-secrets.test.ts). The redact paths
 * once given here (`req.headers.authorization`, `req.headers.cookie`, `res.headers["set-cookie"]`)
 * named headers these serializers had already left out: they never matched, and their censor ran on
 * every access-log line (about 1% of a list request's CPU).
 */
import type { FastifyServerOptions } from 'fastify';
import { requestForLog } from './log-redaction.ts';

/** Logger options at `level`, writing lines to `stream` (platform/access-log.ts's `logStream()` in the server). */
export function serverLogger(level: string, stream: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, serializers: { req: requestForLog }, stream };
}
