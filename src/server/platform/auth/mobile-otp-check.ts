/** The mobile OTP a workflow step asks for: the code of the caller's newest `mobileotp/create/` challenge. */
import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { oneTimeTokens } from './one-time-tokens.ts';
import { hashToken } from './tokens.ts';

/**
 * True when `otp` is the code of the user's newest live mobile OTP challenge. The challenge is
 * used up either way, so each code allows a single attempt (6 digits cannot be guessed in one).
 */
export async function spendMobileOtp(q: Queryable, userId: number, otp: string, now: Date): Promise<boolean> {
  const secret = await oneTimeTokens(q).consumeNewest(userId, 'mobile_otp', now);
  if (!secret) return false;
  return timingSafeEqual(Buffer.from(hashToken(otp)), Buffer.from(secret));
}
