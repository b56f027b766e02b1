/**
 * Builds the real app on a fresh, migrated, seeded database for one test file: PGlite in memory,
 * or a fresh schema on TEST_DATABASE_URL (dropped afterwards). Tests talk to it through `inject`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { seedIfEmpty } from '../../src/server/db/seed/seed-demo.ts';
import { memoryStorage } from '../../src/server/platform/files/memory-storage.ts';

export type CallOptions = {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  language?: string;
  headers?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  storage: ReturnType<typeof memoryStorage>;
  /** A session token for a demo user (password: the demo password unless given). */
  login(username: string, password?: string): Promise<string>;
  /** One API call under /api/v1. */
  call(method: string, path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Multipart upload of one file in field `file`. */
  upload(path: string, token: string, file: { name: string; type: string; bytes: Buffer }, language?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** `multipart/form-data` body with one file part. */
export function multipart(field: string, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Which database the API tests run on. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Starts the app for one test file; call `close()` in afterAll. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const db = await openDatabase(url ? { url, schema } : { pgliteDir: 'memory://' });
  await migrate(db);
  const storage = memoryStorage();
  await seedIfEmpty(db, storage);
  // The login captcha is off here (tests log in by API); tests/api/identity-captcha.test.ts turns it on.
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }), portalDir: '/nonexistent-portal', ...overrides };
  const app = await buildApp({ config, db, storage, logger: false });

  const call: TestApp['call'] = (method, path, options = {}) =>
    app.inject({
      method: method as 'GET',
      url: `/api/v1${path}`,
      ...(options.query ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      headers: {
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...options.headers,
      },
    });

  return {
    app,
    db,
    storage,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const response = await call('POST', '/login/', { body: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    upload(path, token, file, language) {
      const { payload, headers } = multipart('file', file);
      return app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        payload,
        headers: { ...headers, authorization: `Token ${token}`, ...(language ? { 'accept-language': language } : {}) },
      });
    },
    async close() {
      await app.close();
      await db.close();
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}

/** A tiny valid PDF (the seed's generator). */
export { minimalPdf } from '../../src/server/db/seed/minimal-pdf.ts';

/** A 1×1 PNG, to pass off as a PDF. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
