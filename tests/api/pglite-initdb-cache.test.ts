/**
 * A new PGlite folder starts from the kept empty cluster (src/server/db/pglite-initdb-cache.ts): the
 * first new folder runs initdb and keeps it, the next starts from the copy, and both are real,
 * lasting databases. A cache that cannot be written leaves initdb as it was.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/pglite-driver.ts';
import { testDatabaseKind } from './harness.ts';

const work = mkdtempSync(join(tmpdir(), 'pglite-initdb-'));
const before = process.env.PGLITE_INITDB_CACHE;
afterAll(() => {
  if (before === undefined) delete process.env.PGLITE_INITDB_CACHE;
  else process.env.PGLITE_INITDB_CACHE = before;
  rmSync(work, { recursive: true, force: true });
});

/**
 * Opens a new folder, writes a row, closes it, opens it again and reads the row back, with the
 * cluster's system identifier (initdb draws a new one; a copy of a kept cluster has the kept one's).
 */
async function roundTrip(folder: string): Promise<{ rows: unknown; cluster: string }> {
  const first = await openPglite(folder);
  await first.exec('CREATE TABLE kept (value int); INSERT INTO kept VALUES (42)');
  await first.close();
  const again = await openPglite(folder);
  const { rows } = await again.query('SELECT value FROM kept');
  const { rows: control } = await again.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()');
  await again.close();
  return { rows, cluster: control[0]!.id };
}

describe.skipIf(testDatabaseKind !== 'pglite')('a new PGlite folder and the kept empty cluster', () => {
  it('keeps the first new cluster, starts the next from it, and both last', async () => {
    process.env.PGLITE_INITDB_CACHE = join(work, 'cache');
    const one = await roundTrip(join(work, 'one'));
    expect(one.rows).toEqual([{ value: 42 }]);
    expect(readdirSync(join(work, 'cache'))).toEqual([expect.stringMatching(/^initdb-[\d.]+\.tar$/)]);
    const two = await roundTrip(join(work, 'two'));
    expect(two.rows).toEqual([{ value: 42 }]);
    expect(two.cluster).toBe(one.cluster);
  });

  it('runs initdb as before when the cache cannot be written', async () => {
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, 'a file where the cache folder would be');
    process.env.PGLITE_INITDB_CACHE = join(blocked, 'cache');
    const three = await roundTrip(join(work, 'three'));
    expect(three.rows).toEqual([{ value: 42 }]);
    expect(existsSync(join(blocked, 'cache'))).toBe(false);
  });
});
