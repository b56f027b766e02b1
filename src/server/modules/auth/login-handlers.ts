/** Sign in (with rate limits and lockout), sign out, and who am I. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityTables } from '../../../../generated/access/identity.ts';
import { redirectAfterLogin } from '../../../shared/identity/redirect-after-login.ts';
import { audit } from '../../platform/audit/audit-log.ts';
import { checkCaptcha } from '../../platform/auth/captcha.ts';
import { limiterOf } from '../../platform/auth/login-rate-limit.ts';
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { secondFactorOwed } from '../../platform/auth/second-factor.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { usersRepository, userView, type UserRow } from '../../platform/auth/users-repository.ts';
import { ApiError, notAuthenticated } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../platform/passwords.ts';
import { requireUser } from '../../platform/request-context.ts';
import { queueLinkMail } from '../../platform/auth/identity-mail.ts';
import { maskEmail } from './masking.ts';

function lockedReply(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const email = maskEmail(user.email);
  return reply.code(403).send({ code: 'account_locked', message: translate(request.language, 'errors.account_locked'), email });
}

function failedReply(request: FastifyRequest, reply: FastifyReply, remaining: number) {
  const message = translate(request.language, 'errors.invalid_credentials');
  return reply.code(400).send({ code: 'invalid_credentials', message, remaining_attempts: Math.max(remaining, 1) });
}

/** Counts a failed login; at the limit locks the account and e-mails a reactivation link. Returns whether it locked. */
async function recordFailure(request: FastifyRequest, user: UserRow): Promise<{ locked: boolean; failures: number }> {
  const { db, config } = request.server;
  const now = config.clock();
  return db.transaction(async (tx) => {
    const failures = await usersRepository(tx).recordFailure(user.id);
    await audit(tx, request, { action: 'login_failed', actorId: Number(user.id), actorUsername: user.username, target: `user:${user.id}`, details: { failures } });
    if (failures < config.identity.lockoutAttempts) return { locked: false, failures };
    await usersRepository(tx).lock(user.id, now);
    await sessionsRepository(tx).revokeAllOf(user.id, now);
    await tx.query("INSERT INTO user_state_logs (user_id, state, created_at) VALUES ($1, 'locked', $2)", [user.id, now.toISOString()]);
    const token = await oneTimeTokens(tx).issue(user.id, 'reactivation', now, config.identity.tokenMinutes);
    await queueLinkMail(tx, request, user, 'reactivation', token);
    await audit(tx, request, { action: 'lockout', actorId: Number(user.id), actorUsername: user.username, target: `user:${user.id}` });
    return { locked: true, failures };
  });
}

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
  /** Checks the captcha, then the credentials (same answer and similar time whether or not the user exists) and opens a session. */
  async login(request, reply) {
    const { username, password, captcha } = request.body;
    const { db, config } = request.server;
    const now = config.clock();
    // The captcha first: attempts without a solved challenge do not use up an account's rate limit.
    if (config.captcha.enabled) await checkCaptcha(db, config.captcha, now, captcha);
    const limiter = limiterOf(request.server, config.identity);
    if (limiter.hit(request.ip, username, now)) throw new ApiError(429, 'too_many_requests');
    const user = await usersRepository(db).findByUsername(username);
    const matches = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (user?.locked_at) return lockedReply(request, reply, user);
    if (!user || !user.is_active) {
      await audit(db, request, { action: 'login_failed', actorId: null, actorUsername: null, target: `username:${username.slice(0, 150)}` });
      return failedReply(request, reply, config.identity.lockoutAttempts - limiter.count(username, now));
    }
    if (!matches) {
      const { locked, failures } = await recordFailure(request, user);
      if (!locked) return failedReply(request, reply, config.identity.lockoutAttempts - failures);
      kickOutbox(request.server);
      return lockedReply(request, reply, user);
    }
    return openSession(request, reply, user, 'password');
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
