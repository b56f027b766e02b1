/**
 * Failed logins per account name (`login_failures`, migration 022), counted the same whether or not
 * an account has the name, so the answers cannot tell them apart. The stages (spec/access/lockout.md):
 * each `attempts` consecutive failures start a timed lock of `minutes`; after the first one a name
 * needs a solved captcha; the `rounds`-th lock lasts until the e-mailed link reactivates the account.
 */
import type { Queryable } from '../../db/database.ts';

/** The lockout settings (IdentityConfig). */
export type LockoutRules = { lockoutAttempts: number; lockoutMinutes: number; lockoutRounds: number };

/** Where a name stands. */
export type FailureState = {
  /** Consecutive failures in the current round. */
  failures: number;
  /** Timed locks so far. */
  rounds: number;
  /** Until when a timed lock holds (undefined: none now). */
  lockedUntil?: Date;
  /** The lasting lock (an unknown name's; an account's is `users.locked_at`). */
  locked: boolean;
};

/** What one more failure led to. */
export type FailureOutcome = { state: FailureState; lock: 'none' | 'timed' | 'lasting' };

type Row = { failures: number; rounds: number; locked_until: Date | string | null; locked: boolean };

const stateOf = (row: Row | undefined, now: Date): FailureState => {
  if (!row) return { failures: 0, rounds: 0, locked: false };
  const until = row.locked_until ? new Date(row.locked_until) : undefined;
  return { failures: Number(row.failures), rounds: Number(row.rounds), locked: row.locked, ...(until && until > now ? { lockedUntil: until } : {}) };
};

const keyOf = (username: string) => username.trim().toLowerCase();

/** Repository over `login_failures` for the given connection or transaction. */
export function loginFailures(q: Queryable) {
  return {
    async state(username: string, now: Date): Promise<FailureState> {
      const { rows } = await q.query<Row>('SELECT failures, rounds, locked_until, locked FROM login_failures WHERE name = $1', [keyOf(username)]);
      return stateOf(rows[0], now);
    },
    /** Counts a failure (locking the row against a concurrent one); at `lockoutAttempts` a timed lock, at the last round the lasting one. */
    async record(username: string, rules: LockoutRules, now: Date): Promise<FailureOutcome> {
      const name = keyOf(username);
      await q.query('INSERT INTO login_failures (name, updated_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, now.toISOString()]);
      const { rows } = await q.query<Row>('SELECT failures, rounds, locked_until, locked FROM login_failures WHERE name = $1 FOR UPDATE', [name]);
      const before = stateOf(rows[0], now);
      const failures = before.failures + 1;
      let lock: FailureOutcome['lock'] = 'none';
      let state: FailureState = { ...before, failures };
      if (failures >= rules.lockoutAttempts) {
        const rounds = before.rounds + 1;
        lock = rounds >= rules.lockoutRounds ? 'lasting' : 'timed';
        const lockedUntil = lock === 'timed' ? new Date(now.getTime() + rules.lockoutMinutes * 60_000) : undefined;
        state = { failures: 0, rounds, locked: lock === 'lasting', ...(lockedUntil ? { lockedUntil } : {}) };
      }
      await q.query('UPDATE login_failures SET failures = $2, rounds = $3, locked_until = $4, locked = $5, updated_at = $6 WHERE name = $1', [
        name, state.failures, state.rounds, state.lockedUntil?.toISOString() ?? null, state.locked, now.toISOString(),
      ]);
      return { state, lock };
    },
    /** A successful login or a reactivation starts the name afresh. */
    async clear(username: string): Promise<void> {
      await q.query('DELETE FROM login_failures WHERE name = $1', [keyOf(username)]);
    },
    /**
     * Forgets names untouched for `days` (unknown names are never cleared by a login). A lasting
     * lock stays: an unknown name must go on answering as a locked account would.
     */
    async prune(now: Date, days: number): Promise<void> {
      await q.query('DELETE FROM login_failures WHERE updated_at < $1 AND NOT locked', [new Date(now.getTime() - days * 86_400_000).toISOString()]);
    },
  };
}
