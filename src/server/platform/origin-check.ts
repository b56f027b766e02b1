/**
 * Refuses state-changing API requests (POST, PUT, PATCH, DELETE) that a browser sent from another
 * site: an `Origin` header that is neither the portal's own (PUBLIC_URL) nor the address the request
 * came to answers 403 `origin_refused`. Requests without `Origin` (API clients, curl, server-to-server)
 * pass: a browser always sends it on a cross-site write, so its absence is not a forged page.
 * The session cookie is SameSite=Strict too; this is the server-side check behind it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `origin` is the portal's own or the request's own (scheme and host as a trusted proxy reports them). */
export function sameOrigin(request: FastifyRequest, origin: string, publicUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed or file page) and garbage alike
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  try {
    return parsed.origin === new URL(`${request.protocol}://${request.host}`).origin; // URL drops a default port on both sides
  } catch {
    return false; // a Host header no URL can hold
  }
}

/** Adds the check as an onRequest hook (before access checks: a foreign page learns nothing about sessions). */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !WRITES.has(request.method) || !request.url.startsWith('/api/')) return done();
    done(sameOrigin(request, origin, app.config.publicUrl) ? undefined : new ApiError(403, 'origin_refused'));
  });
}
