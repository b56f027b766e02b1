/**
 * `PATCH profile/`: a signed-in user corrects their own name, e-mail and mobile with their current
 * password (spec/README.md, decisions); nothing else of the account, and nobody else's. A wrong
 * password counts against the password change's limit; a session owing its second factor is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { auditRows } from './identity-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const patch = (token: string, body: Record<string, unknown>, language: 'ar' | 'en' = 'en') => t.call('PATCH', '/profile/', { token, body, language });

describe('PATCH profile/', () => {
  it('changes the caller\'s own name, e-mail and mobile, answers as get-user-data/, keeps the session and audits field names only', async () => {
    const token = await t.login('kuwaiti');
    const changed = await patch(token, { name: 'Mariam Al-Rashed Al-Sabah', email: 'mariam@charity.example', phone: '+96551234567', current_password: DEMO_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ username: 'kuwaiti', name: 'Mariam Al-Rashed Al-Sabah', email: 'mariam@charity.example', phone: '+96551234567', authentication_pending: false });
    expect(changed.json()).not.toHaveProperty('password_hash');
    const read = await t.call('GET', '/get-user-data/', { token });
    expect(read.statusCode).toBe(200); // the same session goes on
    expect(read.json()).toMatchObject({ name: 'Mariam Al-Rashed Al-Sabah', email: 'mariam@charity.example', phone: '+96551234567' });
    const [entry] = (await auditRows(t.db, 'profile_update')).filter((row) => row.actor_username === 'kuwaiti');
    expect(entry!.details).toEqual({ fields: ['name', 'email', 'phone'] });
    expect(JSON.stringify(entry)).not.toContain('mariam@charity.example');

    // Only what is sent changes; the mobile may be cleared.
    const cleared = await patch(token, { phone: null, current_password: DEMO_PASSWORD });
    expect(cleared.json()).toMatchObject({ name: 'Mariam Al-Rashed Al-Sabah', email: 'mariam@charity.example', phone: null });
  });

  it('refuses a wrong current password in the request\'s language, and counts it with the password change\'s tries', async () => {
    const token = await t.login('interior');
    const wrong = await patch(token, { name: 'Someone else' , current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { current_password: 'The Current Password is not Correct' } });
    const arabic = await patch(token, { name: 'Someone else', current_password: 'not-my-password' }, 'ar');
    expect(arabic.json().fields.current_password).toBe('كلمة المرور الحالية غير صحيحة');
    expect((await t.call('GET', '/get-user-data/', { token })).json().name).not.toBe('Someone else');
    // The tries left are shared: a wrong old password on change-password/ spends the same budget.
    const limit = t.app.config.identity.lockoutAttempts;
    for (let attempt = 2; attempt < limit; attempt += 1) await patch(token, { current_password: 'not-my-password' });
    const limited = await patch(token, { current_password: DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const viaPasswordChange = await t.call('POST', '/change-password/', { token, body: { old_password: DEMO_PASSWORD, new_password: 'Sadu&Pearl2026', confirm_password: 'Sadu&Pearl2026' } });
    expect(viaPasswordChange.statusCode).toBe(429);
  });

  it('takes only name, e-mail and mobile: the account\'s type, role, permissions or another user\'s id are refused', async () => {
    const token = await t.login('foreign');
    for (const [field, value] of [['user_type', 'mofa_admin'], ['permissions', ['foreign_entity']], ['department', 1], ['id', 1], ['username', 'admin'], ['is_active', true]] as const) {
      const refused = await patch(token, { [field]: value, current_password: DEMO_PASSWORD });
      expect(refused.statusCode, field).toBe(400);
    }
    const bad = await patch(token, { email: 'not an address', phone: '12', name: '', current_password: DEMO_PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(expect.arrayContaining(['email']));
    expect((await t.call('GET', '/get-user-data/', { token })).json()).toMatchObject({ username: 'foreign', user_type: 'fe' });
  });

  it('needs a session, and refuses one that still owes its second factor', async () => {
    expect((await t.call('PATCH', '/profile/', { body: { name: 'Guest', current_password: DEMO_PASSWORD } })).statusCode).toBe(401);
    const admin = await t.login('admin');
    const staffId = (await t.call('GET', '/users/', { token: admin, query: { search: 'Noura' } })).json().results[0].id;
    await t.call('PUT', `/users/${staffId}/`, { token: admin, body: { authentication_required: true } });
    try {
      const token = await t.login('staff');
      const held = await patch(token, { phone: '+96599999999', current_password: DEMO_PASSWORD });
      expect(held.statusCode).toBe(403);
      expect(held.json().code).toBe('otp_required');
      expect((await t.call('GET', `/users/${staffId}/`, { token: admin })).json().phone).toBe('+96550000002');
    } finally {
      await t.call('PUT', `/users/${staffId}/`, { token: admin, body: { authentication_required: false } });
    }
  });
});
