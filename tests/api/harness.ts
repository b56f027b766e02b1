/**
 * Builds the real app on a fresh, migrated, seeded database for one test file: PGlite in memory,
 * or a database of its own on TEST_DATABASE_URL (dropped afterwards), each a copy of the run's
 * template (`database-template.ts`). Tests talk to it through `inject`.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { modules } from '../../src/server/modules/index.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { openPglite } from '../../src/server/db/pglite-driver.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { memoryStorage } from '../../src/server/platform/files/memory-storage.ts';
import type { FileStorage } from '../../src/server/platform/files/storage.ts';
import { adminQuery, databaseUrl, dropDatabase } from './database-urls.ts';

export type CallOptions = {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  language?: string;
  headers?: Record<string, string>;
};

export type TestApp<Storage extends FileStorage = ReturnType<typeof memoryStorage>> = {
  app: FastifyInstance;
  db: Database;
  /** On PostgreSQL, the app's own database (for a second process on it); undefined on PGlite. */
  databaseUrl?: string;
  /** Where the app keeps file bytes: in memory unless the test hands it another storage. */
  storage: Storage;
  /** A session token for a demo user (password: the demo password unless given). */
  login(username: string, password?: string): Promise<string>;
  /** One API call under /api/v1. */
  call(method: string, path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Multipart upload of one file in field `file`, and the text parts `fields` (the record it goes on). */
  upload(path: string, token: string, file: { name: string; type: string; bytes: Buffer }, language?: string, fields?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** `multipart/form-data` body with one file part, after the text parts `fields`. */
export function multipart(field: string, file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const text = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  const head = `${text}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Which database the API tests run on. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * True in the PGlite run of an `npm test` that also runs the API tests on PostgreSQL
 * (API_TESTS_ALSO_ON_POSTGRES=1, set by tests/run-all.ts): a check whose subject is not the database
 * (the authorization matrix, the confidential fields, a printed timing) then runs once, on PostgreSQL;
 * the workflow model's and the search scope's random searches are shorter here, and the workflow
 * replays take one path to each state rather than to each edge. Run alone, every file runs whole on
 * either database.
 */
export const checkedOnPostgresToo = testDatabaseKind === 'pglite' && process.env.API_TESTS_ALSO_ON_POSTGRES === '1';

/**
 * The template's tar, handed to PGlite as it is held: PGlite reads `loadDataDir` with `arrayBuffer()`,
 * which on Node's own Blob copies the 44 MB through a stream each time (about 0.4 s of CPU a copy).
 * PGlite only reads the bytes (untar copies each file out), so every copy may share them.
 */
class HeldBytes extends Blob {
  readonly #held: ArrayBuffer;
  constructor(held: ArrayBuffer) {
    super([held]);
    this.#held = held;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#held);
  }
}

/** The PGlite template's data folder, read once per worker (the test files of a worker share its modules). */
let pgliteDump: { file: string; blob: Blob } | undefined;
function dumpOf(file: string): Blob {
  if (pgliteDump?.file !== file) {
    const bytes = readFileSync(file);
    pgliteDump = { file, blob: new HeldBytes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) };
  }
  return pgliteDump.blob;
}

/**
 * Each PGlite copy starts with 32 MB of shared buffers, which hold the whole seeded database: the
 * default 128 MB is set up in full at start, about 0.5 s of CPU of every copy's 1.9 s.
 */
const PGLITE_COPY_SETTINGS = { shared_buffers: '32MB' };

/** A new database for one test app, copied from the run's template; `drop` removes it (PostgreSQL). */
async function copyOfTemplate(): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const database = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE "${database}" TEMPLATE "${template.database}"`);
    // Dropping the copy (WITH FORCE) may close connections the pool is still letting go of.
    const db = await openDatabase({ url: databaseUrl(url, database), onIdleError: () => undefined });
    return { db, url: databaseUrl(url, database), drop: () => dropDatabase(url, database) };
  }
  return { db: await openPglite('memory://', { loadDataDir: dumpOf(template.dumpFile), settings: PGLITE_COPY_SETTINGS }), drop: async () => undefined };
}

class Overdue extends Error {}

/** How long one set-up step may take: seconds alone, far more on a busy machine, well within the hook's limit. */
const STEP_SECONDS = 120;

/**
 * Runs one set-up step; when it throws or outlasts STEP_SECONDS it fails naming the step and how
 * long it ran (a hook's own timeout would name none).
 */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Overdue(`test app: ${name} still running after ${took()}`)), STEP_SECONDS * 1000);
  });
  try {
    return await Promise.race([run(), overdue]);
  } catch (error) {
    if (error instanceof Overdue) throw error;
    throw new Error(`test app: ${name} failed after ${took()}: ${String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the app for one test file, its file bytes in memory or in `storage`; call `close()` in afterAll. */
export async function startTestApp(overrides?: Partial<Config>): Promise<TestApp>;
export async function startTestApp<Storage extends FileStorage>(overrides: Partial<Config>, storage: Storage): Promise<TestApp<Storage>>;
export async function startTestApp(overrides: Partial<Config> = {}, storage: FileStorage = memoryStorage()): Promise<TestApp<FileStorage>> {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const { db, url: ownUrl, drop } = await step('copy the template database', copyOfTemplate);
  // Nothing to apply on a copy of this run's template; kept so a stale template fails loudly here.
  await step('migrate', () => migrate(db));
  for (const [key, base64] of Object.entries(inject('databaseTemplate').files)) await storage.put(key, Buffer.from(base64, 'base64'));
  // The login captcha is off here (tests log in by API); tests/api/identity-captcha.test.ts turns it on.
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }), portalDir: '/nonexistent-portal', ...overrides };
  const app = await step('build the app', () => buildApp({ config, db, storage, modules, logger: process.env.TEST_LOG ? { level: 'error' } : false })); // TEST_LOG=1: a 500's cause on stderr
  // `npm test` prints how long test apps took to be ready (tests/run-all.ts): wall and CPU seconds (the
  // process's CPU in the meantime; its test files run one at a time, so this is the set-up's).
  if (process.env.TEST_APP_TIMES) {
    const { user, system } = process.cpuUsage(startedCpu);
    appendFileSync(process.env.TEST_APP_TIMES, `${((performance.now() - started) / 1000).toFixed(2)} ${((user + system) / 1e6).toFixed(2)}\n`);
  }

  const call: TestApp<FileStorage>['call'] = (method, path, options = {}) =>
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
    ...(ownUrl ? { databaseUrl: ownUrl } : {}),
    storage,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const response = await call('POST', '/login/', { body: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    upload(path, token, file, language, fields) {
      const { payload, headers } = multipart('file', file, fields);
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
      await drop();
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
