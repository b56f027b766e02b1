/**
 * A new PGlite data folder starts as a copy of the kept migrated cluster
 * (src/server/db/pglite-migrated-template.ts): nothing is left for `migrate()` to apply, each folder is
 * a database of its own, and a cache that cannot be written leaves the folder to start as before.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentMigration, loadMigrations, migrate } from '../../src/server/db/migrate.ts';
import { startFromMigratedTemplate } from '../../src/server/db/pglite-migrated-template.ts';
import { openPglite } from '../../src/server/db/pglite-driver.ts';
import { testDatabaseKind } from './harness.ts';

const work = mkdtempSync(join(tmpdir(), 'pglite-migrated-'));
const before = process.env.PGLITE_INITDB_CACHE;
afterAll(() => {
  if (before === undefined) delete process.env.PGLITE_INITDB_CACHE;
  else process.env.PGLITE_INITDB_CACHE = before;
  rmSync(work, { recursive: true, force: true });
});

const latest = Math.max(...loadMigrations().map((m) => m.version));

describe.skipIf(testDatabaseKind !== 'pglite')('a new PGlite folder and the kept migrated cluster', () => {
  it('starts new folders migrated, each a database of its own', { timeout: 180_000 }, async () => {
    process.env.PGLITE_INITDB_CACHE = join(work, 'cache');
    expect(await startFromMigratedTemplate(join(work, 'one'))).toBe(true);
    expect(readdirSync(join(work, 'cache')).filter((name) => name.startsWith('migrated-'))).toHaveLength(1);
    const one = await openPglite(join(work, 'one'));
    expect(await migrate(one)).toEqual([]);
    expect(await currentMigration(one)).toBe(latest);
    await one.exec("INSERT INTO schema_generated (name, sha256) VALUES ('only_in_one', 'x')");
    await one.close();

    expect(await startFromMigratedTemplate(join(work, 'two'))).toBe(true);
    const two = await openPglite(join(work, 'two'));
    expect(await migrate(two)).toEqual([]);
    expect((await two.query("SELECT 1 FROM schema_generated WHERE name = 'only_in_one'")).rows).toEqual([]);
    await two.close();

    // A folder that has its cluster is left alone.
    expect(await startFromMigratedTemplate(join(work, 'one'))).toBe(false);
  });

  it('leaves a new folder to start as before when the cache cannot be written', { timeout: 180_000 }, async () => {
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, 'a file where the cache folder would be');
    process.env.PGLITE_INITDB_CACHE = join(blocked, 'cache');
    expect(await startFromMigratedTemplate(join(work, 'three'))).toBe(false);
    expect(existsSync(join(work, 'three', 'PG_VERSION'))).toBe(false);
    const three = await openPglite(join(work, 'three'));
    expect((await migrate(three)).length).toBe(loadMigrations().length);
    await three.close();
  });
});
