/** Session tokens: random, sent to the client once, stored only as a sha256 hash. */
import { hash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Name of the HttpOnly cookie that carries the token for the portal. */
export const SESSION_COOKIE = 'user-token';

/** A new 256-bit token, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** sha256 hex of a token, the form kept in `sessions.token_hash` (one-shot: a third of createHash's CPU, once per request). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** The token of a request: `Authorization: Token <t>` first, else the `user-token` cookie. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Token\s+([A-Za-z0-9_-]{16,200})$/.exec(header.trim()) : null;
  if (match) return match[1]!;
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{16,200}$/.test(cookie) ? cookie : null;
}
