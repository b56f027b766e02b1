/**
 * The lockout of spec/access/lockout.md: failures counted per account name whether or not it exists,
 * timed locks first, then the lasting lock with the e-mailed reactivation link. Known and unknown
 * names get the same answers (code, body, about the same work).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit-log.ts';
import { queueLinkMail } from '../../platform/auth/identity-mail.ts';
import { loginFailures, type FailureOutcome } from '../../platform/auth/login-failures.ts';
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { usersRepository, type UserRow } from '../../platform/auth/users-repository.ts';
import type { Queryable } from '../../db/database.ts';
import { translate } from '../../platform/i18n.ts';
import { maskEmail } from './masking.ts';

/** The e-mail domain most accounts use: an unknown name's locked answer shows a plausible masked address there. */
async function commonDomain(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ domain: string }>(
    "SELECT split_part(email, '@', 2) AS domain FROM users WHERE email LIKE '%@%' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1");
  return rows[0]?.domain ?? 'example.com';
}

/**
 * 403 `account_locked` with the spec's message. The lasting lock adds the masked e-mail the
 * reactivation link went to; for an unknown name, the name at the usual domain, masked alike.
 */
export async function lockedReply(request: FastifyRequest, reply: FastifyReply, username: string, lasting: boolean, user?: UserRow) {
  const message = translate(request.language, 'errors.account_locked');
  if (!lasting) return reply.code(403).send({ code: 'account_locked', message });
  const domain = await commonDomain(request.server.db); // asked in both cases, so both take the same time
  const email = maskEmail(user?.email ?? `${username.trim().toLowerCase()}@${domain}`);
  return reply.code(403).send({ code: 'account_locked', message, email });
}

/** 400 `invalid_credentials` with the attempts left before the next lock (at least 1: the count itself is not shown). */
export function failedReply(request: FastifyRequest, reply: FastifyReply, remaining: number) {
  const message = translate(request.language, 'errors.invalid_credentials');
  return reply.code(400).send({ code: 'invalid_credentials', message, remaining_attempts: Math.max(remaining, 1) });
}

/** Days after which the failed logins of a name nobody tried since are forgotten (spec/access/lockout.md). */
const FORGET_AFTER_DAYS = 30;

/**
 * Counts a failed login for `username` (an active account's or not) and audits it; a timed lock of an
 * account is audited, its lasting lock locks it, ends its sessions and e-mails the reactivation link.
 */
export async function recordLoginFailure(request: FastifyRequest, username: string, user: UserRow | undefined): Promise<FailureOutcome> {
  const { db, config } = request.server;
  const now = config.clock();
  return db.transaction(async (tx) => {
    const failures = loginFailures(tx);
    const outcome = await failures.record(username, config.identity, now);
    // Now and then, forget the failures of names left alone for a month (an indexed delete).
    if (Math.random() < 0.01) await failures.prune(now, FORGET_AFTER_DAYS);
    const actor = user ? { actorId: Number(user.id), actorUsername: user.username, target: `user:${user.id}` } : { actorId: null, actorUsername: null, target: `username:${username.slice(0, 150)}` };
    await audit(tx, request, { action: 'login_failed', ...actor, details: { failures: outcome.state.failures, rounds: outcome.state.rounds } });
    if (!user || outcome.lock === 'none') return outcome;
    if (outcome.lock === 'timed') {
      await audit(tx, request, { action: 'lockout', ...actor, details: { until: outcome.state.lockedUntil?.toISOString() } });
      return outcome;
    }
    await usersRepository(tx).lock(user.id, now);
    await sessionsRepository(tx).revokeAllOf(user.id, now);
    await tx.query("INSERT INTO user_state_logs (user_id, state, created_at) VALUES ($1, 'locked', $2)", [user.id, now.toISOString()]);
    const token = await oneTimeTokens(tx).issue(user.id, 'reactivation', now, config.identity.tokenMinutes);
    await queueLinkMail(tx, request, user, 'reactivation', token);
    await audit(tx, request, { action: 'lockout', ...actor, details: { lasting: true } });
    return outcome;
  });
}
