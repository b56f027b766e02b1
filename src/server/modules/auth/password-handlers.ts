/** Change password, forgot password (never says whether the account exists), reset and reactivation links. */
import type { Queryable } from '../../db/database.ts';
import { audit } from '../../platform/audit/audit-log.ts';
import { loginFailures } from '../../platform/auth/login-failures.ts';
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { usersRepository } from '../../platform/auth/users-repository.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { requireUser } from '../../platform/request-context.ts';
import { assertNewPassword } from '../../platform/auth/password-policy.ts';
import { checkCurrentPassword } from './current-password.ts';
import { forgotPassword } from './forgot-password.ts';

/** A reset or a reactivation starts the account's name afresh (no timed lock, no lasting one). */
async function clearFailuresOf(tx: Queryable, userId: number): Promise<void> {
  const user = await usersRepository(tx).findById(userId);
  if (user) await loginFailures(tx).clear(user.username);
}

export const passwordHandlers: Handlers = {
  /**
   * Checks the current password (wrong ones audited and limited: LOCKOUT_ATTEMPTS per LOCKOUT_MINUTES,
   * then 429 with Retry-After) and the new one (the policy, the confirmation, not the current one),
   * stores it, and ends the user's other sessions.
   */
  async changePassword(request, reply) {
    const { old_password, new_password, confirm_password } = request.body;
    const user = requireUser(request.user);
    const { db, config } = request.server;
    const now = config.clock();
    const { passed } = await checkCurrentPassword(request, user.id, old_password!, 'old_password', 'password');
    if (new_password === old_password) throw fieldError('password_same_as_current', 'new_password');
    assertNewPassword(new_password!, confirm_password!, 'new_password', 'confirm_password');
    const hash = await hashPassword(new_password!);
    await db.transaction(async (tx) => {
      await usersRepository(tx).setPassword(user.id, hash);
      await tx.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL', [user.id, request.sessionHash, now.toISOString()]);
      await passed(tx);
      await audit(tx, request, { action: 'password_change', target: `user:${user.id}` });
    });
    return reply.code(204).send();
  },

  forgotPassword,

  /** 200 while a reset link can still be used, else `token_invalid`. */
  async checkPasswordReset(request) {
    const { token } = request.params;
    const live = await oneTimeTokens(request.server.db).peek(token, 'password_reset', request.server.config.clock());
    if (!live) throw badRequest('token_invalid');
    return { detail: translate(request.language, 'auth.detail.token_valid') };
  },

  /** Sets the new password with a live link, uses the link up, unlocks the account and ends its sessions. */
  async resetPassword(request, reply) {
    const { token } = request.params;
    const { password, confirm_password } = request.body;
    const { db, config } = request.server;
    const now = config.clock();
    if (!(await oneTimeTokens(db).peek(token, 'password_reset', now))) throw badRequest('token_invalid');
    assertNewPassword(password!, confirm_password!, 'password', 'confirm_password');
    const hash = await hashPassword(password!);
    await db.transaction(async (tx) => {
      const userId = await oneTimeTokens(tx).consume(token, 'password_reset', now);
      if (userId === undefined) throw badRequest('token_invalid'); // used up by a concurrent request
      await usersRepository(tx).setPassword(userId, hash);
      await usersRepository(tx).unlock(userId);
      await clearFailuresOf(tx, userId);
      await sessionsRepository(tx).revokeAllOf(userId, now);
      await audit(tx, request, { action: 'password_reset', actorId: userId, actorUsername: null, target: `user:${userId}` });
    });
    return reply.code(204).send();
  },

  /** Unlocks an account locked after failed logins, once per e-mailed link. */
  async reactivateAccount(request, reply) {
    const { token } = request.params;
    const { db, config } = request.server;
    const now = config.clock();
    await db.transaction(async (tx) => {
      const userId = await oneTimeTokens(tx).consume(token, 'reactivation', now);
      if (userId === undefined) throw badRequest('token_invalid');
      await usersRepository(tx).unlock(userId);
      await clearFailuresOf(tx, userId);
      await tx.query("INSERT INTO user_state_logs (user_id, state, created_at) VALUES ($1, 'unlocked', $2)", [userId, now.toISOString()]);
      await audit(tx, request, { action: 'reactivation', actorId: userId, actorUsername: null, target: `user:${userId}` });
    });
    return reply.code(204).send();
  },
};
