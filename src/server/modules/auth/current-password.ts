/** The current password a signed-in user retypes to confirm a change to their own account. */
import type { FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit-log.ts';
import { tooManyRequests } from '../../platform/auth/login-rate-limit.ts';
import { rateLimits } from '../../platform/auth/rate-limits.ts';
import { usersRepository, type UserRow } from '../../platform/auth/users-repository.ts';
import { fieldError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';

/**
 * Checks `password` against the user's own: wrong ones are audited (`password_change_failed`, with
 * `by`: which form) and limited to LOCKOUT_ATTEMPTS per LOCKOUT_MINUTES under one key for every form
 * that asks (then 429 with Retry-After), and answer `current_password_wrong` on `field`. Returns the
 * user's row and `passed`, which clears the count inside the change's own transaction.
 */
export async function checkCurrentPassword(request: FastifyRequest, userId: number, password: string, field: string, by: 'password' | 'profile') {
  const { db, config } = request.server;
  const now = config.clock();
  const key = `old-password:${userId}`;
  const rule = { limit: config.identity.lockoutAttempts, windowSeconds: config.identity.lockoutMinutes * 60 };
  const waiting = await rateLimits(db).peek(key, rule, now);
  if (waiting.over) throw tooManyRequests(waiting.retryAfterSeconds);
  const row: UserRow = (await usersRepository(db).findById(userId))!;
  if (!(await verifyPassword(password, row.password_hash))) {
    await db.transaction(async (tx) => {
      const { over } = await rateLimits(tx).hit(key, rule, now);
      await audit(tx, request, { action: 'password_change_failed', target: `user:${userId}`, details: { limited: over, by } });
    });
    throw fieldError('current_password_wrong', field);
  }
  return { row, passed: (tx: Parameters<typeof rateLimits>[0]) => rateLimits(tx).clear(key) };
}
