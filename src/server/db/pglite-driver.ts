/** The embedded database: PGlite in a folder (or in memory for tests). */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { identifier, type Database, type Queryable, type Row } from './database.ts';
import { cachedInitdb, hasCluster, keepInitdb } from './pglite-initdb-cache.ts';

export type PgliteOptions = {
  /** Work inside this schema. */
  schema?: string;
  /** A data folder saved by `dumpDataDir()` to start from, instead of a new empty cluster (initdb). */
  loadDataDir?: Blob;
  /**
   * Server settings at start (`-c name=value`), after PGlite's own. The API tests start each copy
   * with a smaller `shared_buffers`: PostgreSQL sets up all of it at start, and the default 128 MB
   * took about 0.5 s of CPU per copy (tests/api/harness.ts).
   */
  settings?: Record<string, string>;
};

export type PgliteDatabase = Database & {
  /** The whole data folder as a tar archive, for `loadDataDir` (the tests' migrated, seeded template). */
  dumpDataDir(): Promise<Blob>;
};

const wrap = (target: PGlite | Transaction): Queryable => ({
  async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query<T>(sql, params as unknown[]);
    return { rows: result.rows };
  },
  async exec(sql: string) {
    await target.exec(sql);
  },
});

/**
 * Opens PGlite at `dataDir` (a folder, or `memory://`), with pg_trgm and unaccent loaded. A new
 * folder, or memory, starts from the kept empty cluster when there is one (pglite-initdb-cache.ts).
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  const fresh = inMemory || !hasCluster(dataDir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = options.loadDataDir ?? (fresh ? cachedInitdb() : undefined);
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(options.settings ? { startParams: [...PGlite.defaultStartParams, ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])] } : {}),
  });
  if (fresh && !loadDataDir) await keepInitdb(() => pglite.dumpDataDir('none'));
  if (options.schema) {
    await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${identifier(options.schema)}; SET search_path TO ${identifier(options.schema)}, public;`);
  }
  return {
    kind: 'pglite',
    ...wrap(pglite),
    // PGlite has one connection; its transaction() queues other callers until it ends.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // One process, one connection: NOTIFY reaches the listener in process.
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    runAlone: async (_name, fn) => {
      await fn();
      return true;
    },
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
