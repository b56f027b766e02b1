/**
 * A new PGlite data folder starts as a copy of a kept, already migrated, cleanly closed cluster folder,
 * instead of unpacking the empty cluster (pglite-initdb-cache.ts) and running every migration: the
 * migrations took 2–4 s of a first start, unpacking the tar through PGlite 1–2 s; copying the folder
 * takes a fraction of a second (issue 21, item 4). The copy is named by the PGlite version and a hash of
 * the migrations and codegen's tables, so a new or changed migration makes a new one (the old is removed).
 * `migrate()` still runs on the copy, and finds nothing to do. Kept next to the empty cluster
 * (`node_modules/.cache/portal-pglite/`, or PGLITE_INITDB_CACHE); made at `npm install` and, when
 * missing or stale, by the first start on a new folder. Any trouble with it: the folder starts as before.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadDataChanges, loadGeneratedTables, loadMigrations, migrate } from './migrate.ts';
import { hasCluster, pgliteCache } from './pglite-initdb-cache.ts';
import { openPglite } from './pglite-driver.ts';

const PREFIX = 'migrated-';

/** The kept migrated cluster's folder for the installed PGlite and the current migrations (it may not exist yet). */
function templateDir(): string | undefined {
  const cache = pgliteCache();
  if (!cache) return undefined;
  const hash = createHash('sha256').update(cache.version);
  for (const { version, name, sql } of loadMigrations()) hash.update(`\0${version}\0${name}\0${sql}`);
  for (const { table, sql } of loadGeneratedTables()) hash.update(`\0${table}\0${sql}`);
  for (const { table, sql } of loadDataChanges()) hash.update(`\0data:${table}\0${sql}`);
  return join(cache.folder, `${PREFIX}${cache.version}-${hash.digest('hex').slice(0, 16)}`);
}

/** Makes the kept migrated cluster when it is missing (written aside, then renamed into place); older ones are removed. */
export async function keepMigratedTemplate(): Promise<string | undefined> {
  const dir = templateDir();
  if (!dir || hasCluster(dir)) return dir;
  const partial = `${dir}.${process.pid}.partial`;
  try {
    rmSync(partial, { recursive: true, force: true });
    const db = await openPglite(partial);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    mkdirSync(join(dir, '..'), { recursive: true });
    if (!hasCluster(dir)) renameSync(partial, dir);
    removeOthers(dir);
    return dir;
  } catch {
    return undefined; // a read-only installation: this folder is migrated as before
  } finally {
    removeQuietly(partial);
  }
}

/** Removes a folder, if it can (a cache folder that is a file, or read-only, is left as it is). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Nothing of ours to remove there.
  }
}

/** Removes kept migrated clusters other than `keep` (other PGlite versions, older migrations). */
function removeOthers(keep: string): void {
  const folder = join(keep, '..');
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.startsWith(PREFIX) && path !== keep && !name.endsWith('.partial')) removeQuietly(path);
  }
}

/**
 * Before PGlite opens `dataDir`: a folder without a cluster gets a copy of the kept migrated one
 * (made first when missing). Returns whether it did; when not, PGlite makes the folder's cluster as before.
 */
export async function startFromMigratedTemplate(dataDir: string): Promise<boolean> {
  if (hasCluster(dataDir)) return false;
  const dir = await keepMigratedTemplate();
  if (!dir || !hasCluster(dir)) return false;
  try {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false; // not ours to fill
    cpSync(dir, dataDir, { recursive: true });
    return true;
  } catch {
    removeQuietly(dataDir);
    return false;
  }
}
