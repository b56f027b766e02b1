/** Picks the database driver from the settings. */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import type { PostgresTimeouts } from './postgres-driver.ts';

export type DatabaseTarget = {
  /** postgres://… ; when absent, PGlite at `pgliteDir`. */
  url?: string;
  /** A folder or `memory://`. */
  pgliteDir?: string;
  /** Work inside this schema. */
  schema?: string;
  /** PostgreSQL only: told of a pooled connection the server closed (by default, a warning on stderr). */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL only: connect and statement timeouts (DATABASE_CONNECT_TIMEOUT_SECONDS, DATABASE_STATEMENT_TIMEOUT_SECONDS). */
  timeouts?: PostgresTimeouts;
};

/** Where the configured database lives: DATABASE_URL, else `${DATA_DIR}/pglite`. */
export function targetOf(config: Config): DatabaseTarget {
  const { connectTimeoutMs, statementTimeoutMs } = config.database;
  return config.databaseUrl ? { url: config.databaseUrl, timeouts: { connectTimeoutMs, statementTimeoutMs } } : { pgliteDir: join(config.dataDir, 'pglite') };
}

/**
 * Loads the driver `target` needs, and only that one: `pg`, and PGlite's 400 kB of JavaScript, took
 * 0.1–0.4 s of CPU of every start (issue 21, item 4). The start awaits it before its retry window
 * (DATABASE_START_SECONDS) opens, so that loading it on a busy machine does not eat the window.
 */
export async function loadDriver(target: DatabaseTarget): Promise<void> {
  await (target.url ? import('./postgres-driver.ts') : import('./pglite-driver.ts'));
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite (each driver loaded on first use). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.url) {
    const { openPostgres } = await import('./postgres-driver.ts');
    return openPostgres(target.url, target.schema, target.onIdleError, target.timeouts);
  }
  const { openPglite } = await import('./pglite-driver.ts');
  return openPglite(target.pgliteDir ?? 'memory://', target.schema ? { schema: target.schema } : {});
}
