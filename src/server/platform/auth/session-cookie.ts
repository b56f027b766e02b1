/** The `user-token` cookie that carries the session for the portal. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './tokens.ts';

const options = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  // Secure only over https, so the cookie still works on http://localhost in development.
  secure: request.protocol === 'https',
});

/** Sets the session cookie (a browser-session cookie; the server decides expiry). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, options(request));
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, options(request));
}
