import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers } from '../../src/server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('login', () => {
  it('returns a token and the user, and sets an HttpOnly SameSite=Strict cookie', async () => {
    const response = await t.call('POST', '/login/', { body: { username: 'staff', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: 'staff', user_type: 'mofa_staff' });
    expect(body.user.last_login).not.toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`user-token=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http here
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      const response = await proxied.call('POST', '/login/', {
        body: { username: 'staff', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('gives the same translated answer for a wrong password and an unknown user', async () => {
    const wrong = await t.call('POST', '/login/', { body: { username: 'staff', password: 'nope' } });
    const unknown = await t.call('POST', '/login/', { body: { username: 'nobody', password: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'اسم المستخدم أو كلمة المرور غير صحيحة', remaining_attempts: 4 });
    expect(unknown.json()).toEqual(wrong.json());
    const en = await t.call('POST', '/login/', { body: { username: 'staff', password: 'nope' }, language: 'en-GB,en;q=0.9' });
    expect(en.json().message).toBe('The username or password is not correct');
  });

  it('validates the body with translated field messages', async () => {
    const response = await t.call('POST', '/login/', { body: { username: '' }, language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_request',
      message: 'Please check the highlighted fields',
      fields: { username: 'This field is required', password: 'This field is required' },
    });
  });

  it('logs in every demo user', async () => {
    for (const user of demoUsers) expect(await t.login(user.username)).toBeTruthy();
  });
});

describe('get-user-data and logout', () => {
  it('answers 401 without a token, or with a made-up one', async () => {
    const none = await t.call('GET', '/get-user-data/', { language: 'en' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'not_authenticated', message: 'Please log in to continue' });
    const fake = await t.call('GET', '/get-user-data/', { token: 'A'.repeat(43) });
    expect(fake.statusCode).toBe(401);
  });

  it('returns the signed-in user by Authorization header or by cookie', async () => {
    const token = await t.login('kuwaiti');
    const byHeader = await t.call('GET', '/get-user-data/', { token });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toMatchObject({ username: 'kuwaiti', user_type: 'le' });
    const byCookie = await t.call('GET', '/get-user-data/', { headers: { cookie: `user-token=${token}` } });
    expect(byCookie.json().username).toBe('kuwaiti');
  });

  it('logout revokes the token and clears the cookie', async () => {
    const token = await t.login('mission');
    const out = await t.call('POST', '/logout/', { token });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/user-token=;/);
    expect((await t.call('GET', '/get-user-data/', { token })).statusCode).toBe(401);
    expect((await t.call('POST', '/logout/', { token })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('awqaf');
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
