/** Sessions table access: one row per signed-in token, found by the token's hash. Times come from the app clock. */
import type { Queryable } from '../../db/database.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import type { IdentityConfig } from '../../config.ts';
import type { UserRow } from './users-repository.ts';

/**
 * last_seen_at is written at most this often, so reads stay cheap: a tenth of the idle limit, at most a
 * minute. A session thus never ends more than a tenth of SESSION_IDLE_MINUTES early (one minute → 6 s).
 */
export const touchEveryMs = (idleMinutes: number) => Math.min(60_000, (idleMinutes * 60_000) / 10);

type Lifetimes = Pick<IdentityConfig, 'idleMinutes' | 'sessionHours'>;

// What `userView` reads of the user (never the password hash), named rather than `u.*`: the lookup runs
// as a prepared statement on every request, and a column a migration adds must not change its result.
const USER_FIELDS = ['id', 'username', 'name', 'email', 'phone', 'user_type', 'is_active', 'visible', 'last_login', 'permissions', 'menu_permissions', 'groups', 'failed_logins', 'locked_at', 'ft_department', 'department_id', 'authentication_required'] as const;
const SESSION_USER_COLUMNS = USER_FIELDS.map((field) => `u.${field}`).join(', ');

/**
 * A digest of everything a request's access hangs on (the user's columns above and whether the
 * session passed the second factor): equal stamps mean the same user, role, grants and scope
 * (session-gate.ts). Computed by PostgreSQL both when the session is read and when it is checked.
 */
const SESSION_STAMP = `md5(row(${SESSION_USER_COLUMNS}, s.verified_at)::text)`;

/** SQL true for a live session of `hash` at `now` (placeholders), not idle since `idleSince`, of an active, unlocked user (aliases s, u). */
const liveSession = (hash: string, now: string, idleSince: string) =>
  `s.token_hash = ${hash} AND s.revoked_at IS NULL AND s.expires_at > ${now} AND s.last_seen_at > ${idleSince} AND u.is_active AND u.locked_at IS NULL`;

/** The user of a live session as `userView` needs it, whether the session passed the second factor, and its stamp. */
export type SessionUser = Pick<UserRow, (typeof USER_FIELDS)[number]> & { verified_at: Date | null; stamp: string; last_seen_at: Date | string };

/** The moment before which a session unused since is idle. */
export const idleSince = (now: Date, lifetimes: Lifetimes): Date => new Date(now.getTime() - lifetimes.idleMinutes * 60_000);

/** Whether a session last seen at `lastSeenMs` is to be marked seen again at `now` (see `touchEveryMs`). */
export const touchDue = (lastSeenMs: number, now: Date, lifetimes: Lifetimes): boolean => now.getTime() - lastSeenMs >= touchEveryMs(lifetimes.idleMinutes);

/** The texts of `sessionStillSql` by its first placeholder: the same string each time (a statement's text is found by it). */
const stillTexts = new Map<string, string>();

/**
 * SQL true while the session `hash` is live at `now` (as `userOf` finds it) and its stamp is still
 * `stamp`: what a statement checks in its own snapshot instead of a lookup before it (session-gate.ts).
 */
export function sessionStillSql(params: SqlParams, hash: string, stamp: string, now: Date, lifetimes: Lifetimes): string {
  const first = params.add(hash);
  const [at, idle, stamped] = [params.add(now.toISOString()), params.add(idleSince(now, lifetimes).toISOString()), params.add(stamp)];
  let text = stillTexts.get(first);
  if (text === undefined) {
    text = `EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${liveSession(first, at, idle)} AND ${SESSION_STAMP} = ${stamped})`;
    stillTexts.set(first, text);
  }
  return text;
}

/** Repository over `sessions` for the given connection or transaction. */
export function sessionsRepository(q: Queryable) {
  const touch = async (tokenHash: string, now: Date): Promise<void> => {
    await q.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now.toISOString()]);
  };
  return {
    async create(tokenHash: string, userId: number | string, now: Date, lifetimes: Lifetimes): Promise<void> {
      const expires = new Date(now.getTime() + lifetimes.sessionHours * 3_600_000);
      await q.query(
        'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
        [tokenHash, userId, now.toISOString(), expires.toISOString()],
      );
    },
    /** The active user of a live session (not revoked, not past its absolute or idle expiry); marks it used. */
    async userOf(tokenHash: string, now: Date, lifetimes: Lifetimes): Promise<SessionUser | undefined> {
      const { rows } = await q.query<SessionUser>(
        `SELECT ${SESSION_USER_COLUMNS}, s.last_seen_at, s.verified_at, ${SESSION_STAMP} AS stamp
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE ${liveSession('$1', '$2', '$3')}`,
        [tokenHash, now.toISOString(), idleSince(now, lifetimes).toISOString()],
        { prepare: true },
      );
      const row = rows[0];
      if (row && touchDue(new Date(row.last_seen_at).getTime(), now, lifetimes)) {
        await touch(tokenHash, now);
        row.last_seen_at = now;
      }
      return row;
    },
    /** Marks the session used at `now` (its idle time starts again). */
    touch,
    /** Whether the session is still live, without counting this as activity (an open event stream asks). */
    async isLive(tokenHash: string, now: Date, lifetimes: Lifetimes): Promise<boolean> {
      const { rows } = await q.query(
        `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${liveSession('$1', '$2', '$3')}`,
        [tokenHash, now.toISOString(), idleSince(now, lifetimes).toISOString()],
      );
      return rows.length > 0;
    },
    async revoke(tokenHash: string, now: Date): Promise<void> {
      await q.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now.toISOString()]);
    },
    /** Ends every session of a user (password changed or reset, account locked or deactivated). */
    async revokeAllOf(userId: number | string, now: Date): Promise<void> {
      await q.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now.toISOString()]);
    },
    /** Records that the session passed the second factor (OTP or PACI). */
    async markVerified(tokenHash: string, now: Date): Promise<void> {
      await q.query('UPDATE sessions SET verified_at = $2 WHERE token_hash = $1', [tokenHash, now.toISOString()]);
    },
  };
}
