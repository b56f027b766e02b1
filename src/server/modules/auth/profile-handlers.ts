/** The signed-in user's own corrections to their name, e-mail and mobile, with the current password. */
import { audit } from '../../platform/audit/audit-log.ts';
import { tooManyRequests } from '../../platform/auth/login-rate-limit.ts';
import { rateLimits } from '../../platform/auth/rate-limits.ts';
import { secondFactorOwed } from '../../platform/auth/second-factor.ts';
import { usersRepository, userView } from '../../platform/auth/users-repository.ts';
import { fieldError } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { requireUser } from '../../platform/request-context.ts';

const PROFILE_FIELDS = ['name', 'email', 'phone'] as const;

export const profileHandlers: Handlers = {
  /**
   * Checks the current password (a wrong one audited and counted against the password change's own
   * limit, then 429 with Retry-After), then stores the fields sent and audits which changed (names
   * only, never values). Answers the user as `get-user-data/` does.
   */
  async updateProfile(request) {
    const { current_password, ...changes } = request.body;
    const user = requireUser(request.user);
    const { db, config } = request.server;
    const now = config.clock();
    // The same key as changePassword's: two forms do not give a guesser two budgets.
    const key = `old-password:${user.id}`;
    const rule = { limit: config.identity.lockoutAttempts, windowSeconds: config.identity.lockoutMinutes * 60 };
    const waiting = await rateLimits(db).peek(key, rule, now);
    if (waiting.over) throw tooManyRequests(waiting.retryAfterSeconds);
    const before = (await usersRepository(db).findById(user.id))!;
    if (!(await verifyPassword(current_password!, before.password_hash))) {
      await db.transaction(async (tx) => {
        const { over } = await rateLimits(tx).hit(key, rule, now);
        await audit(tx, request, { action: 'password_change_failed', target: `user:${user.id}`, details: { limited: over, by: 'profile' } });
      });
      throw fieldError('current_password_wrong', 'current_password');
    }
    const changed = PROFILE_FIELDS.filter((field) => field in changes && (changes[field] ?? null) !== (before[field] ?? null));
    const after = await db.transaction(async (tx) => {
      const row = await usersRepository(tx).setProfile(user.id, changes);
      await rateLimits(tx).clear(key);
      if (changed.length) await audit(tx, request, { action: 'profile_update', target: `user:${user.id}`, details: { fields: changed } });
      return row;
    });
    return { ...userView(after, request.language), authentication_pending: secondFactorOwed(request) };
  },
};
