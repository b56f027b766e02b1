/**
 * The login form's self-hosted proof-of-work captcha (ALTCHA, protocol v2 of altcha-lib): signed
 * challenges, and the check of a solution (signed by us, unexpired by our clock, solved, unused).
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../errors.ts';

/** PBKDF2 so the browser widget solves it with WebCrypto in its bundled worker. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/** A new signed challenge; its expiry follows `now` (the configured clock). */
export async function issueCaptchaChallenge(config: CaptchaConfig, now: Date): Promise<Challenge & { signature: string }> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: config.cost,
    // Deterministic mode: the solver has to find this counter; the key signature lets the check skip re-deriving.
    counter: randomInt(config.maxCounter, Math.ceil(config.maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + config.minutes * 60_000),
    hmacSignatureSecret: config.hmacKey,
    hmacKeySignatureSecret: config.hmacKey,
  });
  // Signed, since a secret is given; the widget and the check both need the signature.
  if (!challenge.signature) throw new Error('captcha: the challenge came back unsigned');
  return { ...challenge, signature: challenge.signature };
}

/** Why a captcha answer is refused: `captcha_required` (none sent) or `captcha_invalid`. */
const refuse = (code: 'captcha_required' | 'captcha_invalid') => new ApiError(400, code, { captcha: { key: `errors.${code}` } });

/** The widget's answer: base64 of `{challenge, solution}`. */
function decode(value: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<Payload>;
    const parameters = payload.challenge?.parameters;
    if (!parameters || typeof parameters.nonce !== 'string' || typeof payload.solution?.counter !== 'number') return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Accepts a solved, unexpired challenge of ours once; throws a 400 with a `captcha` field error
 * otherwise. The challenge is spent even when the login then fails: each attempt needs a new one.
 */
export async function checkCaptcha(db: Queryable, config: CaptchaConfig, now: Date, value: unknown): Promise<void> {
  if (typeof value !== 'string' || value === '') throw refuse('captcha_required');
  const payload = decode(value);
  if (!payload) throw refuse('captcha_invalid');
  const expiresAt = payload.challenge.parameters.expiresAt;
  // Our own clock decides expiry (altcha-lib compares with the wall clock; tests move ours).
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) throw refuse('captcha_invalid');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: config.hmacKey,
    hmacKeySignatureSecret: config.hmacKey,
  }).catch(() => undefined);
  if (!result?.verified) throw refuse('captcha_invalid');
  await db.query('DELETE FROM captcha_uses WHERE expires_at <= $1', [now.toISOString()]);
  const { rows } = await db.query(
    'INSERT INTO captcha_uses (challenge_id, expires_at) VALUES ($1, $2) ON CONFLICT (challenge_id) DO NOTHING RETURNING challenge_id',
    [payload.challenge.parameters.nonce, new Date(expiresAt * 1000).toISOString()],
  );
  if (rows.length === 0) throw refuse('captcha_invalid');
}
