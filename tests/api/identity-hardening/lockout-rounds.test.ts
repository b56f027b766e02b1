/**
 * Issue 18, lockout: five requests no longer confirm that a name exists and lock it for good. Known
 * and unknown names get the same answers; the first locks are timed, then a captcha is needed, and
 * only the third lock is the lasting one with the reactivation link (spec/access/lockout.md) — the
 * super admin included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users.ts';
import { cheapCaptcha, solvedCaptcha } from '../captcha-solver.ts';
import { loginFailures } from '../../../src/server/platform/auth/login-failures.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { auditRows, movableClock, outboxFor } from '../identity-support.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  // The login form's captcha is off (as in the other API tests); the lockout asks for one itself.
  const base = loadConfig({ NODE_ENV: 'test' });
  t = await startTestApp({ clock: clock.now, captcha: { ...cheapCaptcha(base.captcha), enabled: false } });
});
afterAll(() => t?.close());

const attempt = async (username: string, password: string, withCaptcha = false) => {
  const captcha = withCaptcha ? await solvedCaptcha(t) : undefined;
  const response = await t.call('POST', '/login/', { body: { username, password, ...(captcha ? { captcha } : {}) }, language: 'en' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

/** Five wrong passwords for each name, side by side; returns both names' answers. */
async function round(known: string, unknown: string, withCaptcha: boolean) {
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push([await attempt(known, 'Wrong@Password1', withCaptcha), await attempt(unknown, 'Wrong@Password1', withCaptcha)]);
  return answers;
}

const LOCKED = { code: 'account_locked', message: 'Sorry, logging into this account has been temporarily suspended' };

describe('a stranger cannot tell names apart nor lock an account at will', () => {
  it('answers a known and an unknown name the same, attempt by attempt, and then locks both for a while', async () => {
    const answers = await round('interior', 'no-such-user', false);
    for (const [known, unknown] of answers) expect(unknown).toEqual(known);
    expect(answers.slice(0, 4).map(([known]) => known!.body.remaining_attempts)).toEqual([4, 3, 2, 1]);
    expect(answers[0]![0]).toEqual({ status: 400, body: { code: 'invalid_credentials', message: 'The username or password is not correct', remaining_attempts: 4 } });
    expect(answers[4]![0]).toEqual({ status: 403, body: LOCKED });
  });

  it('refuses even the right password during the timed lock, and sends no mail', async () => {
    expect(await attempt('interior', DEMO_PASSWORD)).toEqual({ status: 403, body: LOCKED });
    expect(await outboxFor(t.db, 'interior@portal.example')).toEqual([]);
    const admin = await t.login('admin');
    const locked = await t.call('GET', '/users/', { token: admin, query: { status: 2 } });
    expect(locked.json().results).toEqual([]); // not the lasting lock: the account is not "locked after failed logins"
    expect((await auditRows(t.db, 'lockout')).map((r) => r.actor_username)).toEqual(['interior']);
  });

  it('needs a captcha once the timed lock is over, for both names alike', async () => {
    clock.advance(16 * 60_000);
    const known = await attempt('interior', 'Wrong@Password1');
    const unknown = await attempt('no-such-user', 'Wrong@Password1');
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 400, body: { code: 'captcha_required', message: 'Please confirm that you are not a robot', fields: { captcha: 'Please confirm that you are not a robot' } } });
  });

  it('locks for good at the third round only, with the masked e-mail, and e-mails the real account its link', async () => {
    const second = await round('interior', 'no-such-user', true);
    expect(second[4]!.map((a) => a.body)).toEqual([LOCKED, LOCKED]);
    clock.advance(16 * 60_000);
    const third = await round('interior', 'no-such-user', true);
    for (const [known, unknown] of third.slice(0, 4)) expect(unknown).toEqual(known);
    const [known, unknown] = third[4]!;
    expect(known).toEqual({ status: 403, body: { ...LOCKED, email: 'i******r@portal.example' } });
    expect(unknown).toEqual({ status: 403, body: { ...LOCKED, email: 'n******r@portal.example' } });
    expect(Object.keys(unknown!.body)).toEqual(Object.keys(known!.body));
    clock.advance(60 * 60_000); // no end to this one
    expect((await attempt('interior', DEMO_PASSWORD, true)).body).toEqual(known!.body);
    expect((await attempt('no-such-user', DEMO_PASSWORD, true)).body).toEqual(unknown!.body);
    expect((await outboxFor(t.db, 'interior@portal.example')).map((m) => m.template)).toEqual(['auth.mail.reactivation']);
  });

  it('treats the super admin the same: five wrong passwords lock it for a while, not for good', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await attempt('admin', 'Wrong@Password1'));
    expect(answers[4]).toEqual({ status: 403, body: LOCKED });
    expect(await attempt('admin', DEMO_PASSWORD)).toEqual({ status: 403, body: LOCKED });
    clock.advance(16 * 60_000);
    expect((await attempt('admin', DEMO_PASSWORD, true)).status).toBe(200);
    expect((await attempt('admin', 'Wrong@Password1')).body.remaining_attempts).toBe(4); // a login starts afresh
  });
});

describe('failed logins of names left alone', () => {
  it('are forgotten after 30 days, except a lasting lock, which an unknown name keeps as an account would', async () => {
    const failures = loginFailures(t.db);
    const rules = { lockoutAttempts: 5, lockoutMinutes: 15, lockoutRounds: 1 };
    const then = new Date('2026-01-01T00:00:00Z');
    await failures.record('forgotten-name', rules, then);
    for (let i = 0; i < 5; i++) await failures.record('locked-name', rules, then);
    expect((await failures.state('locked-name', then)).locked).toBe(true);
    const later = new Date('2026-02-15T00:00:00Z');
    await failures.prune(later, 30);
    expect(await failures.state('forgotten-name', later)).toEqual({ failures: 0, rounds: 0, locked: false });
    expect((await failures.state('locked-name', later)).locked).toBe(true);
  });
});
