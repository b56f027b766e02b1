/**
 * Issue 18, the smaller identity defects: change-password's old-password check is limited and audited
 * and refuses the current password as the new one; a short idle limit is kept alive by activity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { auditRows, movableClock } from '../identity-support.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, identity: { ...loadConfig({ NODE_ENV: 'test' }).identity, idleMinutes: 1 } });
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Sadu&Pearl2026';
const change = (token: string, old_password: string, new_password = NEW_PASSWORD) =>
  t.call('POST', '/change-password/', { token, language: 'en', body: { old_password, new_password, confirm_password: new_password } });

describe('change-password', () => {
  it('refuses the current password as the new one, under the field', async () => {
    const token = await t.login('awqaf');
    const same = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'password_same_as_current',
      message: 'The new password must differ from the current one',
      fields: { new_password: 'The new password must differ from the current one' },
    });
    const ar = await t.call('POST', '/change-password/', { token, language: 'ar', body: { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD } });
    expect(ar.json().fields.new_password).toBe('يجب أن تختلف كلمة المرور الجديدة عن الحالية');
  });

  it('audits wrong current passwords and stops guessing after five (429 with Retry-After), the right one included', async () => {
    const token = await t.login('interior');
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push((await change(token, `Guess#Number${i}x`)).json().code);
    expect(wrong).toEqual(Array(5).fill('current_password_wrong'));
    const limited = await change(token, DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: 'Too many attempts; wait a moment and try again' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const audited = (await auditRows(t.db, 'password_change_failed')).filter((r) => r.actor_username === 'interior');
    expect(audited).toHaveLength(5);
    expect(audited[0]!.ip).toBeTruthy();
    const { rows } = await t.db.query<{ text: string }>('SELECT details::text AS text FROM audit_log');
    expect(rows.some((r) => r.text.includes('Guess#Number'))).toBe(false);
  });

  it('lets the right password through once the window is over', async () => {
    clock.advance(16 * 60_000);
    const token = await t.login('interior');
    expect((await change(token, DEMO_PASSWORD)).statusCode).toBe(204);
  });
});

describe('a one-minute idle limit', () => {
  it('is extended by activity (the last-seen time is written often enough)', async () => {
    const token = await t.login('staff');
    for (let i = 0; i < 4; i++) {
      clock.advance(40_000); // 40 s after the last request each time: 160 s after login in the end
      expect((await t.call('GET', '/get-user-data/', { token })).statusCode, `request ${i + 1}`).toBe(200);
    }
    clock.advance(61_000);
    const expired = await t.call('GET', '/get-user-data/', { token, language: 'en' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'not_authenticated' });
  });
});
