/**
 * Vitest global setup of the API tests: migrates and seeds one template database per run, so each
 * test file's app starts from a copy instead of a new cluster, every migration and the seed.
 * - PGlite: the template's data folder is dumped to a tar file; each app loads it (`loadDataDir`).
 * - PostgreSQL (TEST_DATABASE_URL): a template database; each app gets `CREATE DATABASE … TEMPLATE`.
 * The seed's stored files (reference PDFs) go with it, as key → base64, into each app's storage.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/pglite-driver.ts';
import { openPostgres } from '../../src/server/db/postgres-driver.ts';
import { seedIfEmpty } from '../../src/server/db/seed/seed-demo.ts';
import { modules } from '../../src/server/modules/index.ts';
import { memoryStorage } from '../../src/server/platform/files/memory-storage.ts';
import { adminQuery, databaseUrl, dropDatabase } from './database-urls.ts';

/** What the test files receive (`inject('databaseTemplate')`). */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string; files: Record<string, string> }
  | { kind: 'postgres'; database: string; files: Record<string, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The seed's files, to be put into each test app's memory storage. */
async function filesOf(storage: ReturnType<typeof memoryStorage>): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of storage.keys()) files[key] = (await storage.get(key))!.toString('base64');
  return files;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const storage = memoryStorage();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = `portal_template_${process.pid}`;
    await dropDatabase(url, database);
    await adminQuery(url, `CREATE DATABASE "${database}"`);
    const db = await openPostgres(databaseUrl(url, database));
    await migrate(db);
    await seedIfEmpty(db, storage, modules);
    await db.close(); // a template must have no connections when it is copied
    project.provide('databaseTemplate', { kind: 'postgres', database, files: await filesOf(storage) });
    console.log(`API tests: template database ${database} migrated and seeded in ${seconds(started)} s`);
    return () => dropDatabase(url, database);
  }
  const folder = join(import.meta.dirname, '..', '..', '.tmp', 'api-templates');
  mkdirSync(folder, { recursive: true });
  const dumpFile = join(folder, `pglite-${process.pid}.tar`);
  const db = await openPglite('memory://');
  await migrate(db);
  await seedIfEmpty(db, storage, modules);
  writeFileSync(dumpFile, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile, files: await filesOf(storage) });
  console.log(`API tests: PGlite template migrated and seeded in ${seconds(started)} s`);
  return async () => rmSync(dumpFile, { force: true });
}
