/** Security headers on every response, and no caching of API answers. */
import type { FastifyInstance } from 'fastify';

// Same-origin React app built by Vite: scripts and fonts from self only; Fluent UI (Griffel)
// inserts <style> elements at run time, hence 'unsafe-inline' for styles only. Scripts are the
// build's files and nothing else: no inline script, no foreign one, and no code made from text at
// run time (no 'unsafe-eval'). The forms validate in the browser without it: the portal's validator
// interprets the schema (`jsonschema`, src/portal/runtime/forms/validation) where Ajv compiled it
// to a function, for the static forms and the server-driven ones alike.
// The login captcha (ALTCHA) needs nothing more: its proof-of-work worker is a same-origin file of
// the build (worker-src falls back to script-src 'self'), its styles are bundled, its challenge is ours.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

// Browsers keep to https for a year once they saw it over https (sent only then: RFC 6797 ignores it over http).
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers in an onSend hook; API responses also get `Cache-Control: no-store` unless set.
 * HSTS goes with every https answer: TLS here, or `X-Forwarded-Proto: https` from a trusted proxy (TRUST_PROXY).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A second lock behind auth/session-gate.ts, in this hook that every answer passes anyway (a hook
    // of its own cost a per cent of a list request): nothing leaves on a session its statement did not confirm.
    if (request.sessionGate) return done(new Error('answer about to leave before its session was confirmed'));
    reply.headers(HEADERS);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
