/** Login attempts per IP and per account name, counted in PostgreSQL so every instance shares them (rate-limits.ts). */
import type { IdentityConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { TooManyRequests } from '../errors.ts';
import { rateLimits, type RateVerdict } from './rate-limits.ts';

type Limits = Pick<IdentityConfig, 'loginRateLimitPerIp' | 'loginRateLimitPerAccount' | 'loginRateWindowSeconds'>;

/** Counts one login attempt from `ip` for `account`; over either limit, the later window end. */
export async function hitLoginLimits(q: Queryable, settings: Limits, ip: string, account: string, now: Date): Promise<RateVerdict> {
  const windowSeconds = settings.loginRateWindowSeconds;
  const limits = rateLimits(q);
  const byIp = await limits.hit(`login-ip:${ip}`, { limit: settings.loginRateLimitPerIp, windowSeconds }, now);
  const byAccount = await limits.hit(`login-account:${account.trim().toLowerCase()}`, { limit: settings.loginRateLimitPerAccount, windowSeconds }, now);
  // Now and then, forget windows long over (a cheap indexed delete on the window start).
  if (Math.random() < 0.01) await limits.prune(now, windowSeconds * 2);
  const over = [byIp, byAccount].filter((v) => v.over);
  return { over: over.length > 0, retryAfterSeconds: Math.max(0, ...over.map((v) => v.retryAfterSeconds)) };
}

/** 429 `too_many_requests`; the error handler sends `Retry-After` with these seconds. */
export const tooManyRequests = (retryAfterSeconds: number): TooManyRequests => new TooManyRequests(Math.max(1, retryAfterSeconds));
