/**
 * Starts the server: config → file storage → database → migrations → demo seed → listen.
 * The app's code (app.ts and the modules, about 600 files through tsx) is imported while the database
 * opens, not before it: loading it mostly waits on tsx's loader thread, and PGlite's start fills those
 * waits with its WebAssembly (issue 21, item 4).
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { loadDriver, openDatabase, targetOf } from './db/open-database.ts';
// Imported here, not where used: PGlite's JavaScript is then loaded before the app's code is asked for;
// asked for alongside it, it came about 2 s later, and the database's start with it.
import { startFromMigratedTemplate } from './db/pglite-migrated-template.ts';
import { describeDatabaseFailure, isDatabaseUnavailable } from './db/database-faults.ts';
import { DatabaseUnreachable, waitForDatabase } from './db/wait-for-database.ts';
import { demoFtUsers } from './db/seed/demo-ft-users.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed/demo-users.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { storageFromConfig, StorageUnreachable } from './platform/files/storage-from-config.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(port: number, seeded: boolean): void {
  console.log(`\nPortal: http://localhost:${port}/portal/`);
  console.log(`API:    http://localhost:${port}/api/v1/health${seeded ? '  (demo data loaded)' : ''}\n`);
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  console.table([...demoUsers, ...demoFtUsers].map(({ username, user_type, name }) => ({ username, user_type, name })));
}

/** The configured file storage (STORAGE); a bucket that does not answer ends the start with one line. */
async function openStorageOrExit(config: Config): Promise<FileStorage> {
  try {
    return await storageFromConfig(config);
  } catch (error) {
    if (!(error instanceof StorageUnreachable)) throw error;
    console.error(`storage: ${error.message}`);
    process.exit(1);
  }
}

/** The app, the modules and the demo seed (about 600 files through tsx): imported while the database opens. */
async function importServerCode() {
  const [{ buildApp }, { modules }, { seedIfEmpty }] = await Promise.all([import('./app.ts'), import('./modules/index.ts'), import('./db/seed/seed-demo.ts')]);
  return { buildApp, modules, seedIfEmpty };
}

/** Opens the database (PostgreSQL: waiting for it, DATABASE_START_SECONDS) and migrates it. */
async function openAndMigrate(config: Config) {
  const target = targetOf(config);
  // A new PGlite folder starts as a copy of the kept migrated cluster: no initdb, no migrations to run.
  if (target.pgliteDir) await startFromMigratedTemplate(target.pgliteDir);
  const open = () => openDatabase(target);
  const db = config.databaseUrl ? await waitForDatabase(open, { url: config.databaseUrl, startMs: config.database.startMs }) : await open();
  await migrate(db);
  return db;
}

/** A database that cannot be reached ends the start with one line, not a stack trace. */
async function orExit<T>(config: Config, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof DatabaseUnreachable) process.exit(1); // its line is printed
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`database: the start failed: ${describeDatabaseFailure(error, config.databaseUrl ?? 'PGlite')}`);
    process.exit(1);
  }
}

const config = readConfig();
const storage = await openStorageOrExit(config);
// The driver first, alone. Against PostgreSQL the retry window (DATABASE_START_SECONDS) then runs
// alone too, before the app's 600 modules load: it counts attempts, not loading on a busy machine
// (alongside them it once left room for one attempt in 4 s). PGlite's start has no window and is
// what the loading overlaps.
await loadDriver(targetOf(config));
const database = orExit(config, openAndMigrate(config));
if (config.databaseUrl) await database;
const serverCode = importServerCode();
// Awaited only once the database is open: a failure to load is not left unhandled meanwhile.
serverCode.catch(() => undefined);
const db = await database;
const { buildApp, modules, seedIfEmpty } = await serverCode;
const seeded = await orExit(config, seedIfEmpty(db, storage, modules));
const app = await buildApp({ config, db, storage, modules });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
if (config.nodeEnv === 'production' && config.captcha.enabled && !config.captcha.hmacKeyConfigured) {
  app.log.warn('CAPTCHA_HMAC_KEY is not set: each instance signs login challenges with its own random key (set one shared key behind a load balancer)');
}
printWelcome(config.port, seeded);
