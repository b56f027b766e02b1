/** Sign in (with rate limits and lockout), sign out, and who am I. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityTables } from '../../../../generated/access/identity.ts';
import { redirectAfterLogin } from '../../../shared/identity/redirect-after-login.ts';
import { audit } from '../../platform/audit/audit-log.ts';
import { checkCaptcha } from '../../platform/auth/captcha.ts';
import { loginFailures } from '../../platform/auth/login-failures.ts';
import { hitLoginLimits, tooManyRequests } from '../../platform/auth/login-rate-limit.ts';
import { secondFactorOwed } from '../../platform/auth/second-factor.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { usersRepository, userView, type UserRow } from '../../platform/auth/users-repository.ts';
import { notAuthenticated } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../platform/passwords.ts';
import { requireUser } from '../../platform/request-context.ts';
import { failedReply, lockedReply, recordLoginFailure } from './login-lockout.ts';

/** Opens a session for `user` (a login or a login link): cookie, audit, last login, the redirect-after-login path. */
export async function openSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, how: 'password' | 'login_link') {
  const { db, config } = request.server;
  const now = config.clock();
  const token = newToken();
  const signedIn = await db.transaction(async (tx) => {
    await sessionsRepository(tx).create(hashToken(token), user.id, now, config.identity);
    const row = await usersRepository(tx).recordLogin(user.id, now, request.language);
    await audit(tx, request, { action: 'login', actorId: Number(user.id), actorUsername: user.username, target: `user:${user.id}`, ...(how === 'password' ? {} : { details: { via: how } }) });
    return row;
  });
  setSessionCookie(request, reply, token);
  const redirect = redirectAfterLogin(signedIn.permissions ?? [], identityTables.redirects, identityTables.fallbackRedirect);
  return { token, user: userView(signedIn), redirect };
}

export const loginHandlers: Handlers = {
  /**
   * Checks the captcha, the rate limits, then the credentials: the same answers and about the same
   * work whether or not the name has an account (spec/access/lockout.md), then opens a session.
   */
  async login(request, reply) {
    const { username, password, captcha } = request.body;
    const { db, config } = request.server;
    const now = config.clock();
    // The captcha first: attempts without a solved challenge do not use up an account's rate limit.
    if (config.captcha.enabled) await checkCaptcha(db, config.captcha, now, captcha);
    const limited = await hitLoginLimits(db, config.identity, request.ip, username, now);
    if (limited.over) throw tooManyRequests(limited.retryAfterSeconds);
    const found = await usersRepository(db).findByUsername(username);
    const user = found?.is_active ? found : undefined; // an inactive account answers as an unknown name
    const matches = await verifyPassword(password, found?.password_hash ?? (await DUMMY_HASH_PROMISE));
    const state = await loginFailures(db).state(username, now);
    if (user ? user.locked_at : state.locked) return lockedReply(request, reply, username, true, user);
    if (state.lockedUntil) return lockedReply(request, reply, username, false, user);
    // After a timed lock the name needs a solved captcha, even where the login form's is switched off.
    if (state.rounds > 0 && !config.captcha.enabled) await checkCaptcha(db, config.captcha, now, captcha);
    if (user && matches) {
      if (state.failures > 0 || state.rounds > 0) await loginFailures(db).clear(username);
      return openSession(request, reply, user, 'password');
    }
    const { state: after, lock } = await recordLoginFailure(request, username, user);
    if (lock === 'none') return failedReply(request, reply, config.identity.lockoutAttempts - after.failures);
    if (lock === 'lasting') kickOutbox(request.server);
    return lockedReply(request, reply, username, lock === 'lasting', user);
  },

  /** Revokes the session the request came with and clears the cookie. */
  async logout(request, reply) {
    const { db, config } = request.server;
    if (request.sessionHash) await sessionsRepository(db).revoke(request.sessionHash, config.clock());
    await audit(db, request, { action: 'logout', target: `user:${request.user?.id}` });
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  },

  /** The signed-in user, with the department name and whether the session still owes the second factor. */
  async getUserData(request) {
    const user = requireUser(request.user);
    const row = await usersRepository(request.server.db).findById(user.id);
    if (!row) throw notAuthenticated(); // the account was deleted while signed in
    return { ...userView(row, request.language), authentication_pending: secondFactorOwed(request) };
  },
};
