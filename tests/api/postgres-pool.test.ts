import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { adminQuery } from './database-urls.ts';
import { testDatabaseKind } from './harness.ts';

// A PostgreSQL server may close a connection the pool holds idle (a restart, an administrator, a
// dropped database): the portal hears of it, keeps running, and the next query opens another.
describe.runIf(testDatabaseKind === 'postgres')('the PostgreSQL pool', () => {
  it('outlives the server closing its idle connection', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `pool_probe_${randomBytes(4).toString('hex')}`;
    url.searchParams.set('application_name', name);
    const heard: Error[] = [];
    const db = await openDatabase({ url: url.toString(), onIdleError: (error) => heard.push(error) });
    try {
      await db.query('SELECT 1'); // one connection, now idle in the pool
      await adminQuery(process.env.TEST_DATABASE_URL!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${name}'`);
      await expect.poll(() => heard.length, { timeout: 30_000 }).toBe(1);
      expect(heard[0]!.message).toMatch(/terminating connection/);
      expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
