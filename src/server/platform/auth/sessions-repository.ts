/** Sessions table access: one row per signed-in token, found by the token's hash. */
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from './users-repository.ts';

// Absolute lifetime of a session; idle expiry and lockout come with the identity work.
const SESSION_HOURS = 12;

/** Repository over `sessions` for the given connection or transaction. */
export function sessionsRepository(q: Queryable) {
  return {
    async create(tokenHash: string, userId: number | string): Promise<void> {
      await q.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
        [tokenHash, userId, SESSION_HOURS],
      );
    },
    /** The active user of a live session, refreshing `last_seen_at` at most once a minute. */
    async userOf(tokenHash: string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow & { last_seen_stale: boolean }>(
        `SELECT u.*, s.last_seen_at < now() - interval '1 minute' AS last_seen_stale
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
        [tokenHash],
      );
      const row = rows[0];
      if (row?.last_seen_stale) await q.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
      return row;
    },
    async revoke(tokenHash: string): Promise<void> {
      await q.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
    },
  };
}
