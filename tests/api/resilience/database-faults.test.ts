/**
 * A database that goes away answers 503 `database_unavailable` (translated, Retry-After) and the
 * server recovers by itself: on PostgreSQL the pool's backends are terminated while a request waits
 * on a lock (a restart, a failover), and a statement that outlasts DATABASE_STATEMENT_TIMEOUT_SECONDS
 * is cancelled; on PGlite (in process: no connection to lose, no statement timeout) a closed database.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/open-database.ts';
import { modules } from '../../../src/server/modules/index.ts';
import { memoryStorage } from '../../../src/server/platform/files/memory-storage.ts';
import { startTestApp, testDatabaseKind, type TestApp } from '../harness.ts';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  staff = await t.login('staff');
});
afterAll(() => t?.close());

/** An administrator's connection to the app's database holding the sessions table locked: every signed-in request waits. */
async function lockSessions(url: string) {
  const holder = new pg.Client({ connectionString: url });
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
  const waiting = async () => {
    const rows = (await holder.query<{ waits: string | null }>(`SELECT wait_event_type AS waits FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows;
    return rows.filter((r) => r.waits === 'Lock').length;
  };
  return {
    waiting,
    terminateOthers: () => holder.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'),
    release: async () => {
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ code: 'database_unavailable', message });
  expect(response.headers['retry-after']).toBe('5');
}

const EN = 'The service is briefly unavailable; try again in a moment';
const AR = 'الخدمة غير متاحة مؤقتًا؛ حاول مرة أخرى بعد قليل';

describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL outage', () => {
  it('answers 503 to a request whose connection is cut, in the caller’s language, then 200 again without a restart', async () => {
    expect((await t.call('GET', '/foreign-entities/', { token: admin })).statusCode).toBe(200);
    for (const [language, message, token] of [['en', EN, admin], ['ar', AR, staff]] as const) {
      const lock = await lockSessions(t.databaseUrl!);
      const inFlight = t.call('GET', '/foreign-entities/', { token, language });
      try {
        await expect.poll(lock.waiting, { timeout: 10_000 }).toBeGreaterThan(0);
        await lock.terminateOthers();
      } finally {
        await lock.release();
      }
      expectUnavailable(await inFlight, message);
      // The pool drops the dead connections and opens new ones; no request is refused for long.
      await expect.poll(async () => (await t.call('GET', '/foreign-entities/', { token })).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    }
    const after = await Promise.all([1, 2, 3, 4, 5].map(() => t.call('GET', '/users/', { token: admin })));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('cancels a statement that outlasts the statement timeout with 503, and serves the next request', async () => {
    const db = await openDatabase({ url: t.databaseUrl!, onIdleError: () => undefined, timeouts: { connectTimeoutMs: 2000, statementTimeoutMs: 1000 } });
    const config = { ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }), portalDir: '/nonexistent-portal' };
    const app = await buildApp({ config, db, storage: memoryStorage(), modules, logger: false });
    try {
      const get = () => app.inject({ method: 'GET', url: '/api/v1/foreign-entities/', headers: { authorization: `Token ${admin}`, 'accept-language': 'en' } });
      expect((await get()).statusCode).toBe(200);
      const lock = await lockSessions(t.databaseUrl!);
      const started = performance.now();
      const stalled = await get().finally(lock.release);
      const waited = performance.now() - started;
      expectUnavailable(stalled, EN);
      expect(waited).toBeGreaterThan(900);
      expect(waited).toBeLessThan(8000);
      expect((await get()).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'pglite')('PGlite out of service', () => {
  it('answers 503 `{code, message}` once the embedded database is closed', async () => {
    const db = await openDatabase({ pgliteDir: 'memory://' });
    const { migrate } = await import('../../../src/server/db/migrate.ts');
    await migrate(db);
    const config = { ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }), portalDir: '/nonexistent-portal' };
    const app = await buildApp({ config, db, storage: memoryStorage(), modules, logger: false });
    try {
      await db.close();
      const answer = await app.inject({ method: 'POST', url: '/api/v1/login/', payload: { username: 'admin', password: 'Portal@2026demo' }, headers: { 'accept-language': 'en' } });
      expectUnavailable(answer, EN);
    } finally {
      await app.close();
    }
  });
});
