import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { cheapCaptcha, solve, solvedCaptcha } from './captcha-solver.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { movableClock } from './identity-support.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, captcha: cheapCaptcha(loadConfig({ NODE_ENV: 'test' }).captcha) });
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const login = (captcha: string | undefined, language = 'en') =>
  t.call('POST', '/login/', { body: { username: 'staff', password: DEMO_PASSWORD, ...(captcha === undefined ? {} : { captcha }) }, language });

describe('the login captcha', () => {
  it('hands out signed challenges without a session, and never the key', async () => {
    const response = await t.call('GET', '/captcha/challenge/');
    expect(response.statusCode).toBe(200);
    const challenge = response.json() as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body).not.toContain(t.app.config.captcha.hmacKey);
  });

  it('lets a solved challenge log in', async () => {
    const response = await login(await solvedCaptcha(t));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { username: 'staff' } });
  });

  it('refuses a login without one, in the caller’s language', async () => {
    const en = await login(undefined);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'captcha_required', fields: { captcha: 'Please confirm that you are not a robot' } });
    const ar = await login(undefined, 'ar');
    expect(ar.json().fields).toEqual({ captcha: 'يرجى تأكيد أنك لست روبوتًا' });
  });

  it('refuses a wrong solution, garbage and a challenge signed by someone else', async () => {
    const challenge = (await t.call('GET', '/captcha/challenge/')).json() as Challenge;
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { solution: { counter: number; derivedKey: string } };
    const key = good.solution.derivedKey;
    const guessed = { ...good.solution, derivedKey: `${key.slice(0, -2)}${key.endsWith('00') ? '01' : '00'}` };
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: guessed })).toString('base64');
    const otherKey = 'someone-else-s-key-of-32-characters!';
    const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 5, deriveKey, expiresAt: new Date(clock.now().getTime() + 60_000), hmacSignatureSecret: otherKey, hmacKeySignatureSecret: otherKey });
    const forged = await solve(foreign);
    for (const captcha of [wrong, 'not-a-payload', forged]) {
      const response = await login(captcha);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'captcha_invalid', fields: { captcha: 'The verification has expired or is not valid; verify again' } });
    }
  });

  it('takes a solution once: a replay is refused, even after a failed password', async () => {
    const captcha = await solvedCaptcha(t);
    const wrongPassword = await t.call('POST', '/login/', { body: { username: 'staff', password: 'nope', captcha }, language: 'en' });
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_credentials' });
    const replay = await login(captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captcha_invalid', fields: { captcha: expect.any(String) } });
  });

  it('refuses a challenge solved after it expired (10 minutes)', async () => {
    const captcha = await solvedCaptcha(t);
    clock.advance(10 * 60_000 + 1_000);
    const late = await login(captcha, 'ar');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'captcha_invalid', fields: { captcha: 'انتهت صلاحية التحقق أو أنه غير صالح؛ يرجى التحقق مرة أخرى' } });
    expect((await login(await solvedCaptcha(t))).statusCode).toBe(200);
  });
});
