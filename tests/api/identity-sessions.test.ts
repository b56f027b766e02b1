import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { auditRows, movableClock } from './identity-support.ts';

const clock = movableClock();
const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const me = (token: string) => t.call('GET', '/get-user-data/', { token });

describe('sessions on the server', () => {
  it('expires after 20 idle minutes (15 + 5 countdown)', async () => {
    const token = await t.login('staff');
    clock.advance(19 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(19 * MINUTE); // 19 minutes after the last request: still alive
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(21 * MINUTE);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends after 12 hours however active it is', async () => {
    const token = await t.login('kuwaiti');
    for (let i = 0; i < 47; i++) {
      clock.advance(15 * MINUTE);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(16 * MINUTE); // 12 h 1 min after login, 16 minutes after the last request
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is revoked at logout, and the logout is audited', async () => {
    const token = await t.login('foreign');
    expect((await t.call('POST', '/logout/', { token })).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await auditRows(t.db, 'logout')).at(-1)).toMatchObject({ actor_username: 'foreign' });
  });

  it('answers the redirect of the login table and audits the login', async () => {
    const login = await t.call('POST', '/login/', { body: { username: 'kuwaiti', password: 'Portal@2026demo' } });
    expect(login.json()).toMatchObject({ redirect: '/local_entities/1', user: { role: 'local_entity_ft_manager', isLocalEntity: true } });
    const mission = await t.call('POST', '/login/', { body: { username: 'mission', password: 'Portal@2026demo' } });
    expect(mission.json()).toMatchObject({ redirect: '/embassies_mission/1', user: { isDM: true, role: 'diplomatic_mission' } });
    const admin = await t.call('POST', '/login/', { body: { username: 'admin', password: 'Portal@2026demo' } });
    expect(admin.json()).toMatchObject({ redirect: '/overview/', user: { role: 'mofa_admin' } });
    expect((await auditRows(t.db, 'login')).map((r) => r.actor_username)).toEqual(expect.arrayContaining(['kuwaiti', 'mission', 'admin']));
  });

  it('audits a denied request with who and where', async () => {
    const token = await t.login('interior');
    expect((await t.call('GET', '/users/', { token })).statusCode).toBe(403);
    expect((await auditRows(t.db, 'access_denied')).at(-1)).toMatchObject({ actor_username: 'interior', target: 'operation:listUsers' });
  });

  it('audits a reach for a record outside the caller\'s scope, answered 404 like a missing one', async () => {
    const token = await t.login('foreign'); // bound to foreign entity 1
    const before = (await auditRows(t.db, 'access_denied')).length;
    const other = await t.call('GET', '/foreign-entities/2/', { token, language: 'en' });
    const missing = await t.call('GET', '/foreign-entities/999999/', { token, language: 'en' });
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json()); // existence does not leak
    const rows = (await auditRows(t.db, 'access_denied')).slice(before);
    expect(rows).toEqual([expect.objectContaining({ actor_username: 'foreign', target: 'operation:getForeignEntity', details: { method: 'GET', path: '/api/v1/foreign-entities/2/', code: 'out_of_scope' } })]);
    // Users are scoped the same way: a Kuwaiti entity's manager reaching for the super admin's account.
    const admin = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'")).rows[0]!.id;
    expect((await t.call('GET', `/users/${admin}/`, { token: await t.login('kuwaiti') })).statusCode).toBe(404);
    expect((await auditRows(t.db, 'access_denied')).at(-1)).toMatchObject({ actor_username: 'kuwaiti', target: 'operation:getUser', details: { code: 'out_of_scope' } });
  });

  it('opens an export link with a single-use token for one operation, never the session token', async () => {
    const token = await t.login('staff');
    const link = await t.call('POST', '/link-token/', { token, body: { operation: 'listReferences' } });
    expect(link.statusCode).toBe(201);
    const { auth_token } = link.json();
    expect(auth_token).not.toBe(token);
    const other = (await t.call('POST', '/link-token/', { token, body: { operation: 'getUserData' } })).json().auth_token;
    expect((await t.call('GET', '/references/', { query: { auth_token: other } })).statusCode).toBe(401); // issued for another operation
    expect((await t.call('GET', '/references/', { query: { auth_token } })).statusCode).toBe(200);
    expect((await t.call('GET', '/references/', { query: { auth_token } })).statusCode).toBe(401); // used up
    expect((await t.call('GET', '/references/', { query: { auth_token: token } })).statusCode).toBe(401); // a session token is not a link token
    expect((await t.call('POST', '/link-token/', { token, body: { operation: 'createReference' } })).statusCode).toBe(400);
    expect((await t.call('POST', '/link-token/', { token, body: { operation: 'listOutbox' } })).statusCode).toBe(403);
  });
});


describe('?token= login links', () => {
  const exchange = (token: string, language = 'en') => t.call('POST', '/token-login/', { body: { token }, language });

  it('signs in once with a new session (HttpOnly cookie) and is then spent', async () => {
    const session = await t.login('mission');
    const link = await t.call('POST', '/login-link/', { token: session });
    expect(link.statusCode).toBe(201);
    const { token, path } = link.json() as { token: string; path: string };
    expect(path).toBe(`/portal/overview/?token=${token}`);
    expect(token).not.toBe(session);
    const signedIn = await exchange(token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { username: 'mission' }, redirect: '/embassies_mission/1' });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^user-token=[^;]+;.*HttpOnly.*SameSite=Strict/);
    expect((await me(signedIn.json().token)).json()).toMatchObject({ username: 'mission' });
    expect((await auditRows(t.db, 'login')).at(-1)).toMatchObject({ actor_username: 'mission', details: { via: 'login_link' } });
    const again = await exchange(token, 'ar');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'token_invalid', message: 'الرمز غير صالح' });
  });

  it('expires after 2 minutes, and takes no session token or made-up token', async () => {
    const session = await t.login('staff');
    const { token } = (await t.call('POST', '/login-link/', { token: session })).json() as { token: string };
    clock.advance(2 * MINUTE + 1_000);
    expect((await exchange(token)).json()).toMatchObject({ code: 'token_invalid', message: "Token isn't valid" });
    expect((await exchange(session)).statusCode).toBe(400);
    expect((await exchange('x'.repeat(43))).statusCode).toBe(400);
    expect((await t.call('POST', '/login-link/')).statusCode).toBe(401);
  });
});
