import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { auditRows, linkToken, outboxFor } from './identity-support.ts';

let t: TestApp;
// The lock that lasts until the e-mailed link, at the first round (LOCKOUT_ROUNDS=1): the literal spec.
// The timed locks before it (the default) are tests/api/identity-hardening/lockout-rounds.test.ts.
beforeAll(async () => {
  t = await startTestApp({ identity: { ...loadConfig({ NODE_ENV: 'test' }).identity, lockoutRounds: 1 } });
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const attempt = (username: string, password: string) => t.call('POST', '/login/', { body: { username, password }, language: 'en' });

describe('lockout after 5 consecutive failed logins', () => {
  it('counts down the remaining attempts, then locks with the masked e-mail', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await attempt('interior', 'Wrong@Password1')).json());
    expect(answers.map((a) => a.remaining_attempts)).toEqual([4, 3, 2, 1]);
    expect(answers[0]).toMatchObject({ code: 'invalid_credentials', message: 'The username or password is not correct' });
    const fifth = await attempt('interior', 'Wrong@Password1');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({
      code: 'account_locked',
      message: 'Sorry, logging into this account has been temporarily suspended',
      email: 'i******r@portal.example',
    });
  });

  it('keeps refusing the right password while locked, and lists the user as failed login (status 2)', async () => {
    expect((await attempt('interior', DEMO_PASSWORD)).json().code).toBe('account_locked');
    const admin = await t.login('admin');
    const locked = await t.call('GET', '/users/', { token: admin, query: { status: 2 } });
    expect(locked.json().results.map((u: { username: string }) => u.username)).toEqual(['interior']);
  });

  it('e-mailed a reactivation link in the same transaction, and audited each failure and the lockout', async () => {
    const mails = await outboxFor(t.db, 'interior@portal.example');
    expect(mails.map((m) => m.template)).toEqual(['auth.mail.reactivation']);
    expect(mails[0]!.params.link).toMatch(/\/portal\/reactivate_account\/[A-Za-z0-9_-]{43}$/);
    const failures = (await auditRows(t.db, 'login_failed')).filter((r) => r.actor_username === 'interior');
    expect(failures).toHaveLength(5);
    expect(failures[0]!.ip).toBeTruthy();
    expect(await auditRows(t.db, 'lockout')).toHaveLength(1);
    const { rows } = await t.db.query<{ text: string }>('SELECT details::text AS text FROM audit_log');
    expect(rows.some((r) => r.text.includes('Wrong@Password1'))).toBe(false);
  });

  it('reactivates once with the link; the link cannot be used twice', async () => {
    const token = await linkToken(t.db, 'interior@portal.example', 'auth.mail.reactivation');
    expect((await t.call('POST', `/reactivate-account/${token}/`)).statusCode).toBe(204);
    const again = await t.call('POST', `/reactivate-account/${token}/`, { language: 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'token_invalid', message: "Token isn't valid" });
    expect((await attempt('interior', DEMO_PASSWORD)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ state: string }>("SELECT state FROM user_state_logs l JOIN users u ON u.id = l.user_id WHERE u.username = 'interior' ORDER BY l.id");
    expect(rows.map((r) => r.state)).toEqual(['locked', 'unlocked']);
  });

  it('resets the count after a successful login', async () => {
    await attempt('awqaf', 'Wrong@Password1');
    await attempt('awqaf', 'Wrong@Password1');
    expect((await attempt('awqaf', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt('awqaf', 'Wrong@Password1')).json().remaining_attempts).toBe(4);
  });

  it('locks after the configured number of failures', async () => {
    const strict = await startTestApp({ identity: { ...t.app.config.identity, lockoutAttempts: 2 } });
    try {
      const first = await strict.call('POST', '/login/', { body: { username: 'staff', password: 'x' } });
      expect(first.json().remaining_attempts).toBe(1);
      const second = await strict.call('POST', '/login/', { body: { username: 'staff', password: 'x' } });
      expect(second.json().code).toBe('account_locked');
    } finally {
      await strict.close();
    }
  });
});

describe('login rate limit', () => {
  it('answers 429 past the per-account limit, whatever the password', async () => {
    const limited = await startTestApp({ identity: { ...t.app.config.identity, loginRateLimitPerAccount: 3 } });
    try {
      for (let i = 0; i < 3; i++) await limited.call('POST', '/login/', { body: { username: 'nobody', password: 'x' } });
      const over = await limited.call('POST', '/login/', { body: { username: 'nobody', password: 'x' }, language: 'en' });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ code: 'too_many_requests', message: 'Too many attempts; wait a moment and try again' });
      expect((await limited.call('POST', '/login/', { body: { username: 'staff', password: DEMO_PASSWORD } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 past the per-IP limit across accounts', async () => {
    const limited = await startTestApp({ identity: { ...t.app.config.identity, loginRateLimitPerIp: 2 } });
    try {
      await limited.call('POST', '/login/', { body: { username: 'a1', password: 'x' } });
      await limited.call('POST', '/login/', { body: { username: 'a2', password: 'x' } });
      expect((await limited.call('POST', '/login/', { body: { username: 'staff', password: DEMO_PASSWORD } })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
