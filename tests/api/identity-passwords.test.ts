import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { auditRows, linkToken, movableClock, outboxFor } from './identity-support.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const NEW_PASSWORD = 'Sadu&Pearl2026';

describe('forgot-password', () => {
  it('gives the same answer for a known and an unknown address, and mails only the known one', async () => {
    const known = await t.call('POST', '/forgot-password/', { body: { email: 'staff@portal.example' }, language: 'en' });
    const unknown = await t.call('POST', '/forgot-password/', { body: { email: 'nobody@portal.example' }, language: 'en' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxFor(t.db, 'nobody@portal.example')).toEqual([]);
    const [mail] = await outboxFor(t.db, 'staff@portal.example');
    expect(mail).toMatchObject({ channel: 'email', template: 'auth.mail.password_reset' });
    expect(mail!.params.link).toMatch(/\/portal\/password_reset\/[A-Za-z0-9_-]{43}$/);
  });

  it('shows the rendered mail to the super admin only', async () => {
    const admin = await t.login('admin');
    const list = await t.call('GET', '/outbox/', { token: admin });
    expect(list.statusCode).toBe(200);
    const mail = list.json().results.find((m: { recipient: string }) => m.recipient === 'staff@portal.example');
    expect(mail.subject).toBe('Reset your portal password'); // the language of the request that asked for it
    expect(mail.text).toContain('/portal/password_reset/');
    expect((await t.call('GET', '/outbox/', { token: await t.login('staff') })).statusCode).toBe(403);
  });
});

describe('password-reset/{token}', () => {
  it('checks the token, refuses weak, common and mismatched passwords, then sets it once', async () => {
    const staffSession = await t.login('staff');
    const token = await linkToken(t.db, 'staff@portal.example', 'auth.mail.password_reset');
    expect((await t.call('GET', `/password-reset/${token}`)).statusCode).toBe(200);
    const post = (password: string, confirm = password) =>
      t.call('POST', `/password-reset/${token}/`, { body: { password, confirm_password: confirm }, language: 'en' });
    expect((await post('short')).json()).toMatchObject({ code: 'password_rules', fields: { password: 'Please check the rules beside' } });
    expect((await post('Password@1234')).json()).toMatchObject({ code: 'password_breached' });
    expect((await post(NEW_PASSWORD, 'Sadu&Pearl2027')).json()).toMatchObject({ fields: { confirm_password: 'Your password is not matched' } });
    expect((await post(NEW_PASSWORD)).statusCode).toBe(204);
    const reused = await post(NEW_PASSWORD);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'token_invalid', message: "Token isn't valid" });
    expect((await t.call('GET', `/password-reset/${token}`)).json().code).toBe('token_invalid');
    expect((await t.call('GET', '/get-user-data/', { token: staffSession })).statusCode).toBe(401); // sessions ended
    expect(await t.login('staff', NEW_PASSWORD)).toBeTruthy();
    expect(await auditRows(t.db, 'password_reset')).toHaveLength(1);
  });

  it('refuses an expired link and a made-up one', async () => {
    await t.call('POST', '/forgot-password/', { body: { email: 'mission@portal.example' } });
    const token = await linkToken(t.db, 'mission@portal.example', 'auth.mail.password_reset');
    clock.advance(61 * 60_000);
    expect((await t.call('GET', `/password-reset/${token}`)).json().code).toBe('token_invalid');
    expect((await t.call('GET', '/password-reset/made-up')).json().code).toBe('token_invalid');
  });
});

describe('change-password', () => {
  it('refuses a wrong current password with the spec message', async () => {
    const token = await t.login('kuwaiti');
    const response = await t.call('POST', '/change-password/', {
      token, language: 'en', body: { old_password: 'Wrong@Pass2026', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'current_password_wrong', fields: { old_password: 'The Current Password is not Correct' } });
  });

  it('changes it, keeps this session, ends the others and audits without the password', async () => {
    const other = await t.login('kuwaiti');
    const token = await t.login('kuwaiti');
    const body = { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await t.call('POST', '/change-password/', { token, body })).statusCode).toBe(204);
    expect((await t.call('GET', '/get-user-data/', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/get-user-data/', { token: other })).statusCode).toBe(401);
    expect((await t.call('POST', '/login/', { body: { username: 'kuwaiti', password: DEMO_PASSWORD } })).statusCode).toBe(400);
    const [row] = await auditRows(t.db, 'password_change');
    expect(row).toMatchObject({ actor_username: 'kuwaiti' });
    expect(JSON.stringify(row)).not.toContain(NEW_PASSWORD);
  });
});
