/**
 * A new PGlite data folder starts as a copy of an empty cluster made once per PGlite version, instead
 * of running initdb again (WebAssembly initdb takes 1.5–4 s; loading the copy about 0.4 s). The copy
 * is what initdb wrote, before any migration: `node_modules/.cache/portal-pglite/`, or
 * PGLITE_INITDB_CACHE. A cache that cannot be read or written is skipped: initdb runs as before.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder kept clusters live in and the installed PGlite's version, or undefined when there is nowhere to keep one. */
export function pgliteCache(): { folder: string; version: string } | undefined {
  try {
    // The package exports no package.json: find its folder from its entry point.
    const name = '@electric-sql/pglite';
    const entry = require.resolve(name);
    const packageDir = entry.slice(0, entry.lastIndexOf(name) + name.length);
    const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
    return { folder: process.env.PGLITE_INITDB_CACHE ?? join(packageDir, '..', '..', '.cache', 'portal-pglite'), version };
  } catch {
    return undefined;
  }
}

/** The cache file for the installed PGlite, or undefined when there is nowhere to keep one. */
function cacheFile(): string | undefined {
  const cache = pgliteCache();
  return cache && join(cache.folder, `initdb-${cache.version}.tar`);
}

/** Does `dataDir` hold a cluster already? */
export const hasCluster = (dataDir: string): boolean => existsSync(join(dataDir, 'PG_VERSION'));

/** The empty cluster to start a new folder from, when one was kept. */
export function cachedInitdb(): Blob | undefined {
  const file = cacheFile();
  if (!file || !existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Keeps a just-initialised cluster for the next new folder (written whole, then renamed into place). */
export async function keepInitdb(dump: () => Promise<Blob>): Promise<void> {
  const file = cacheFile();
  if (!file || existsSync(file)) return;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await (await dump()).arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // A read-only installation: every new folder runs initdb.
  }
}
