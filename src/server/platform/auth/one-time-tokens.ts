/** Single-use, expiring tokens (password reset, reactivation, mobile OTP, export and login links), stored only as hashes. */
import type { Queryable } from '../../db/database.ts';
import { hashToken, newToken } from './tokens.ts';

/** What a one-time token is for. */
export type TokenPurpose = 'password_reset' | 'reactivation' | 'mobile_otp' | 'link' | 'login_link';

/** Repository over `user_tokens` for the given connection or transaction. */
export function oneTimeTokens(q: Queryable) {
  return {
    /** Issues a new token (earlier unused ones of the same purpose stop working, except links); returns the clear token. */
    async issue(userId: number | string, purpose: TokenPurpose, now: Date, minutes: number, secret?: string): Promise<string> {
      const token = newToken();
      if (purpose !== 'link' && purpose !== 'login_link') {
        await q.query('UPDATE user_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose, now.toISOString()]);
      }
      await q.query(
        'INSERT INTO user_tokens (token_hash, user_id, purpose, secret_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [hashToken(token), userId, purpose, secret === undefined ? null : hashToken(secret), now.toISOString(), new Date(now.getTime() + minutes * 60_000).toISOString()],
      );
      return token;
    },
    /** The user id of a live (unused, unexpired) token, or undefined. Does not use it up. */
    async peek(token: string, purpose: TokenPurpose, now: Date): Promise<{ userId: number; secretHash: string | null } | undefined> {
      const { rows } = await q.query<{ user_id: string | number; secret_hash: string | null }>(
        'SELECT user_id, secret_hash FROM user_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
        [hashToken(token), purpose, now.toISOString()],
      );
      return rows[0] ? { userId: Number(rows[0].user_id), secretHash: rows[0].secret_hash } : undefined;
    },
    /** Uses the token up; returns its user id, or undefined when it was not live (so a second use fails). */
    async consume(token: string, purpose: TokenPurpose, now: Date): Promise<number | undefined> {
      const { rows } = await q.query<{ user_id: string | number }>(
        `UPDATE user_tokens SET used_at = $3
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
        [hashToken(token), purpose, now.toISOString()],
      );
      return rows[0] ? Number(rows[0].user_id) : undefined;
    },
    /**
     * Uses up the user's newest live token of `purpose` and returns its secret hash, or undefined
     * when none is live. Whatever the caller then finds, the token is spent: one attempt per code.
     */
    async consumeNewest(userId: number, purpose: TokenPurpose, now: Date): Promise<string | null | undefined> {
      const { rows } = await q.query<{ secret_hash: string | null }>(
        `UPDATE user_tokens SET used_at = $3
          WHERE used_at IS NULL AND token_hash = (
            SELECT token_hash FROM user_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
             ORDER BY created_at DESC LIMIT 1)
          RETURNING secret_hash`,
        [userId, purpose, now.toISOString()],
      );
      return rows[0] ? rows[0].secret_hash : undefined;
    },
  };
}
