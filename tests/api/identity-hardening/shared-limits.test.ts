/**
 * Issue 18, several instances on one database: the login rate limits, the lockout counters and the
 * captcha replay check live in the database, so a second app on the same database (another instance
 * behind the load balancer) sees the attempts the first one counted.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { modules } from '../../../src/server/modules/index.ts';
import { cheapCaptcha, solvedCaptcha } from '../captcha-solver.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test' });
  const overrides: Partial<Config> = { identity: { ...base.identity, loginRateLimitPerAccount: 6 }, captcha: cheapCaptcha(base.captcha) };
  first = await startTestApp(overrides);
  second = await buildApp({ config: first.app.config, db: first.db, storage: first.storage, modules, logger: false });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A wrong-password login on one of the two instances, each with a fresh captcha (or the one given). */
async function attempt(on: 'first' | 'second', username: string, captcha?: string) {
  const app = on === 'first' ? first.app : second;
  const payload = { username, password: 'Wrong@Password1', captcha: captcha ?? (await solvedCaptcha(first)) };
  const response = await app.inject({ method: 'POST', url: '/api/v1/login/', payload, headers: { 'accept-language': 'en' } });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, retryAfter: response.headers['retry-after'] };
}

describe('two instances on one database', () => {
  it('share the lockout count: four failures on one, the fifth on the other locks the name for both', async () => {
    const answers = [];
    for (const on of ['first', 'second', 'first', 'second'] as const) answers.push((await attempt(on, 'kuwaiti')).body.remaining_attempts);
    expect(answers).toEqual([4, 3, 2, 1]);
    expect((await attempt('first', 'kuwaiti')).body.code).toBe('account_locked');
    expect((await attempt('second', 'kuwaiti')).body.code).toBe('account_locked');
  });

  it('share the per-account rate limit (429 with Retry-After on the other instance)', async () => {
    // kuwaiti used six attempts above: the window is full on both instances.
    const over = await attempt('second', 'kuwaiti');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 'too_many_requests', message: 'Too many attempts; wait a moment and try again' });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
  });

  it('share the captcha replay check: a solution spent on one is refused by the other', async () => {
    const captcha = await solvedCaptcha(first);
    expect((await attempt('first', 'mission', captcha)).body.code).toBe('invalid_credentials');
    const replay = await attempt('second', 'mission', captcha);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ code: 'captcha_invalid', message: expect.any(String), fields: { captcha: expect.any(String) } });
  });
});
