/** Solves the login captcha as the browser widget does (altcha-lib's solver), for API tests. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaConfig } from '../../src/server/config.ts';
import type { TestApp } from './harness.ts';

/** A captcha that is on and cheap to solve (the browser's work is the same, only shorter). */
export const cheapCaptcha = (base: CaptchaConfig): CaptchaConfig => ({ ...base, enabled: true, cost: 10, maxCounter: 40 });

/** The widget's payload for a challenge: base64 of `{challenge, solution}`. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a challenge from the app and solves it. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.call('GET', '/captcha/challenge/');
  if (response.statusCode !== 200) throw new Error(`captcha/challenge/: ${response.statusCode}`);
  return solve(response.json() as Challenge);
}
