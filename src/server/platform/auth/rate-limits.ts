/**
 * Fixed-window counters in PostgreSQL (`rate_limits`, migration 022), so every instance behind a
 * load balancer counts the same attempts: login per IP and per account name, wrong old passwords.
 */
import type { Queryable } from '../../db/database.ts';

/** A limit: at most `limit` hits per `windowSeconds`. */
export type RateLimit = { limit: number; windowSeconds: number };

/** Whether a key is over its limit, and when its window ends (whole seconds, for `Retry-After`). */
export type RateVerdict = { over: boolean; retryAfterSeconds: number };

const verdictOf = (hits: number, windowStart: Date | string, rule: RateLimit, now: Date): RateVerdict => ({
  over: hits > rule.limit,
  retryAfterSeconds: Math.max(1, Math.ceil((new Date(windowStart).getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000)),
});

/** Counters over `rate_limits` for the given connection or transaction. */
export function rateLimits(q: Queryable) {
  return {
    /** Counts one hit (a new window when the last one ended) and says whether the key is now over its limit. */
    async hit(key: string, rule: RateLimit, now: Date): Promise<RateVerdict> {
      const since = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
      const { rows } = await q.query<{ hits: number; window_start: Date | string }>(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           window_start = CASE WHEN rate_limits.window_start <= $3 THEN EXCLUDED.window_start ELSE rate_limits.window_start END
         RETURNING hits, window_start`,
        [key, now.toISOString(), since],
      );
      return verdictOf(Number(rows[0]!.hits), rows[0]!.window_start, rule, now);
    },
    /** Whether the key already used up its window, without counting a hit. */
    async peek(key: string, rule: RateLimit, now: Date): Promise<RateVerdict> {
      const since = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
      const { rows } = await q.query<{ hits: number; window_start: Date | string }>(
        'SELECT hits, window_start FROM rate_limits WHERE key = $1 AND window_start > $2', [key, since]);
      const row = rows[0];
      return row ? verdictOf(Number(row.hits) + 1, row.window_start, rule, now) : { over: false, retryAfterSeconds: 0 };
    },
    /** Forgets a key (a success ends the count of failures). */
    async clear(key: string): Promise<void> {
      await q.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    /** Drops windows that ended long ago (called now and then by the login path). */
    async prune(now: Date, olderThanSeconds: number): Promise<void> {
      await q.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(now.getTime() - olderThanSeconds * 1000).toISOString()]);
    },
  };
}
