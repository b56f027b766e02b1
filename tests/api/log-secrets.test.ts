/**
 * The server's log never holds a secret (platform/server-logger.ts): an app with the server's own
 * logger options, at its most talkative level, answers a login, list requests signed in by the
 * Authorization header and by the session cookie, a print link's `auth_token`, a wrong password and
 * a password change, and none of the session token, its hash, the cookie, the passwords or the link
 * token is in any line, while each request did write its line (so the check has something to read).
 * The log is not the database's doing: in `npm test`'s PGlite run it is left to the PostgreSQL one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { modules } from '../../src/server/modules/index.ts';
import { SESSION_COOKIE, hashToken } from '../../src/server/platform/auth/tokens.ts';
import { serverLogger } from '../../src/server/platform/server-logger.ts';
import { checkedOnPostgresToo, startTestApp, type TestApp } from './harness.ts';

const NEW_PASSWORD = 'Gulf&Kuwait2027';
const LINK_SECRET = 'link-secret-3f9a2c';
let first: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  if (checkedOnPostgresToo) return;
  first = await startTestApp();
  logged = await buildApp({ config: first.app.config, db: first.db, storage: first.storage, modules, logger: serverLogger('trace', { write: (line) => lines.push(line) }) });
});
afterAll(async () => {
  await logged?.close();
  await first?.close();
});

const json = { 'content-type': 'application/json' };

describe.skipIf(checkedOnPostgresToo)('the server log', () => {
  it('holds no token, cookie or password of the requests it logs', async () => {
    const login = await logged.inject({ method: 'POST', url: '/api/v1/login/', headers: json, payload: { username: 'staff', password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const token = (login.json() as { token: string }).token;
    expect(String(login.headers['set-cookie'])).toContain(token);
    for (let i = 0; i < 2; i++) {
      // The first is looked up, the second signed in from the remembered session (auth/session-gate.ts).
      const byHeader = await logged.inject({ method: 'GET', url: '/api/v1/foreign-entities/', headers: { authorization: `Token ${token}` } });
      expect(byHeader.statusCode).toBe(200);
    }
    const byCookie = await logged.inject({ method: 'GET', url: '/api/v1/foreign-entities/', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(byCookie.statusCode).toBe(200);
    const byLink = await logged.inject({ method: 'GET', url: `/api/v1/foreign-entities/?auth_token=${LINK_SECRET}&page=1` });
    expect(byLink.statusCode).toBe(401);
    const wrong = await logged.inject({ method: 'POST', url: '/api/v1/login/', headers: json, payload: { username: 'staff', password: `${DEMO_PASSWORD}-wrong` } });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const change = { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const changed = await logged.inject({ method: 'POST', url: '/api/v1/change-password/', headers: { ...json, authorization: `Token ${token}` }, payload: change });
    expect(changed.statusCode, changed.body).toBe(204);

    const requests = lines.map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, unknown> }).filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.req?.url)).toEqual([
      '/api/v1/login/',
      '/api/v1/foreign-entities/',
      '/api/v1/foreign-entities/',
      '/api/v1/foreign-entities/',
      '/api/v1/foreign-entities/?auth_token=[redacted]&page=1',
      '/api/v1/login/',
      '/api/v1/change-password/',
    ]);
    const log = lines.join('');
    for (const secret of [token, hashToken(token), DEMO_PASSWORD, NEW_PASSWORD, LINK_SECRET]) expect(log).not.toContain(secret);
    // No header at all: neither the request's (Authorization, Cookie) nor the answer's (Set-Cookie).
    expect(log.toLowerCase()).not.toMatch(/headers|authorization|cookie/);
  });
});
