/**
 * A list request signed in from a session this process remembers (platform/auth/session-gate.ts)
 * is answered only when its page's statement confirms the session: a logout, a password change, a
 * disabled user, a changed role or permissions, made on another instance of the same database or
 * straight in it, hold for the very next list request, whatever the page, and idle sessions end.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { modules } from '../../src/server/modules/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { movableClock } from './identity-support.ts';
import { safeTravelBody } from './safe-travel-example.ts';

const clock = movableClock();
const MINUTE = 60_000;
const PASSWORD = 'Kuwait&Gulf2026';
let first: TestApp;
let second: FastifyInstance;
let admin: string;
beforeAll(async () => {
  first = await startTestApp({ clock: clock.now });
  second = await buildApp({ config: first.app.config, db: first.db, storage: first.storage, modules, logger: false });
  admin = await first.login('admin');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

type Query = Record<string, string | number>;

/** A list request to the second instance; status and body. */
async function list(token: string, path = '/foreign-entities/', query: Query = {}) {
  const response = await second.inject({ method: 'GET', url: `/api/v1${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { authorization: `Token ${token}`, 'accept-language': 'en' } });
  return { status: response.statusCode, body: response.json() as { code?: string; count?: number; results?: Array<{ id: number }> } };
}

/** A new user of `type` bound by `permissions`, signed in. */
async function userOf(username: string, type: string, permissions: string[]): Promise<string> {
  const body = { username, name: username, user_type: type, password: PASSWORD, email: `${username}@portal.example`, permissions, menu_permissions: [] };
  const created = await first.call('POST', '/users/', { token: admin, body });
  expect(created.statusCode, created.body).toBe(201);
  return first.login(username, PASSWORD);
}

describe('a list signed in from a remembered session', () => {
  it('answers 401 after a logout on another instance, on a full page, an empty one and a refused query alike', async () => {
    const token = await first.login('staff');
    expect((await list(token)).status).toBe(200); // remembered by the second instance from here on
    const past = await list(token, '/foreign-entities/', { page: 9999 }); // an empty page: confirmed by a lookup, then counted
    expect(past).toMatchObject({ status: 200, body: { results: [] } });
    expect(past.body.count).toBeGreaterThan(0);
    expect((await list(token, '/foreign-entities/', { ordering: 'no_such_field' })).body.code).toBe('invalid_request');
    expect((await first.call('POST', '/logout/', { token })).statusCode).toBe(204);
    expect(await list(token)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect((await list(token, '/foreign-entities/', { page: 9999 })).status).toBe(401); // an empty page tells no total
    expect((await list(token, '/foreign-entities/', { ordering: 'no_such_field' })).status).toBe(401); // 401 before 400, as for any request
  });

  it('answers 401 after a password change or once the user is disabled', async () => {
    const kept = await userOf('gate.password', 'mofa_staff', []);
    const other = await first.login('gate.password', PASSWORD);
    expect((await list(kept)).status).toBe(200);
    const changed = await first.call('POST', '/change-password/', { token: other, body: { old_password: PASSWORD, new_password: 'Another&Gulf2027', confirm_password: 'Another&Gulf2027' } });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await list(kept)).status).toBe(401);

    const disabled = await userOf('gate.disabled', 'mofa_staff', []);
    expect((await list(disabled)).status).toBe(200);
    await first.db.query("UPDATE users SET is_active = false WHERE username = 'gate.disabled'");
    expect((await list(disabled)).status).toBe(401);
  });

  it('follows a changed role (403) and changed permissions (another scope) at once', async () => {
    const token = await userOf('gate.role', 'mofa_staff', []);
    expect((await list(token)).status).toBe(200);
    await first.db.query("UPDATE users SET user_type = 'moi' WHERE username = 'gate.role'");
    expect((await list(token)).status).toBe(403);
    await first.db.query("UPDATE users SET user_type = 'mofa_staff' WHERE username = 'gate.role'");
    expect((await list(token)).status).toBe(200);

    const kuwaiti = await first.login('kuwaiti');
    const filed = await first.call('POST', '/safe-travel/', { token: kuwaiti, body: safeTravelBody(), language: 'en' });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().id as number;
    const colleague = await userOf('gate.colleague', 'le', ['local_entity', 'local_entity_1']);
    const seen = async () => (await list(colleague, '/safe-travel/', { page_size: 9999 })).body.results!.map((r) => r.id);
    expect(await seen()).toContain(id);
    await first.db.query(`UPDATE users SET permissions = '["local_entity", "local_entity_2"]'::jsonb WHERE username = 'gate.colleague'`);
    expect(await seen()).not.toContain(id);
  });

  it('keeps an active session alive and ends an idle one', async () => {
    const token = await first.login('staff');
    for (let i = 0; i < 3; i++) {
      clock.advance(15 * MINUTE); // 45 minutes in the end, never 20 idle
      expect((await list(token)).status, `request ${i + 1}`).toBe(200);
    }
    clock.advance(21 * MINUTE);
    expect((await list(token)).status).toBe(401);
    expect((await first.call('GET', '/get-user-data/', { token })).statusCode).toBe(401);
  });
});
