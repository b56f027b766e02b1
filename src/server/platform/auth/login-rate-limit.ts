/** Login attempts per IP and per account name in a sliding window (kept in memory, per server instance). */
import type { IdentityConfig } from '../../config.ts';

type Limits = Pick<IdentityConfig, 'loginRateLimitPerIp' | 'loginRateLimitPerAccount' | 'loginRateWindowSeconds'>;

/** A limiter that counts attempts by IP and by account and says when either is over its limit. */
export function loginRateLimiter(settings: Limits) {
  const hits = new Map<string, number[]>();
  const windowMs = settings.loginRateWindowSeconds * 1000;
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  const record = (key: string, limit: number, now: number): boolean => {
    const list = recent(key, now);
    const over = list.length >= limit;
    if (!over) list.push(now);
    hits.set(key, list);
    return over;
  };
  return {
    /** Attempts counted for an account name in the current window. */
    count(account: string, now: Date): number {
      return recent(`user:${account.toLowerCase()}`, now.getTime()).length;
    },
    /** Records an attempt; true when the IP or the account was already at its limit. */
    hit(ip: string, account: string, now: Date): boolean {
      const t = now.getTime();
      const byIp = record(`ip:${ip}`, settings.loginRateLimitPerIp, t);
      const byAccount = record(`user:${account.toLowerCase()}`, settings.loginRateLimitPerAccount, t);
      if (hits.size > 50_000) for (const [key, list] of hits) if (!list.some((x) => x > t - windowMs)) hits.delete(key);
      return byIp || byAccount;
    },
  };
}

const limiters = new WeakMap<object, ReturnType<typeof loginRateLimiter>>();

/** The limiter of one app, created on first use. */
export function limiterOf(app: object, settings: Limits): ReturnType<typeof loginRateLimiter> {
  let limiter = limiters.get(app);
  if (!limiter) limiters.set(app, (limiter = loginRateLimiter(settings)));
  return limiter;
}
