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

  // The soak run (tests/soak) found this: a server restart between two statements of a transaction
  // ended the instance's process with an unheard 'error' event instead of failing the transaction.
  it('fails a transaction whose connection the server closes between two statements, and goes on', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `tx_probe_${randomBytes(4).toString('hex')}`;
    url.searchParams.set('application_name', name);
    const db = await openDatabase({ url: url.toString(), onIdleError: () => undefined });
    try {
      let inside!: () => void;
      const started = new Promise<void>((resolve) => (inside = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        inside();
        await new Promise((resolve) => setTimeout(resolve, 1_000)); // work between two statements
        await tx.query('SELECT 2');
      });
      await started;
      await adminQuery(process.env.TEST_DATABASE_URL!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${name}'`);
      await expect(transaction).rejects.toThrow();
      expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });

  // Background work (timed transitions, outbox delivery, orphan sweep) runs on one instance at a
  // time: `runAlone` holds an advisory lock named after the work, in the connection's schema.
  it('runs background work on one instance at a time, and frees it when that instance is lost', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `alone_${randomBytes(4).toString('hex')}`;
    const firstUrl = new URL(url);
    firstUrl.searchParams.set('application_name', `${schema}_first`);
    const first = await openDatabase({ url: firstUrl.toString(), schema, onIdleError: () => undefined });
    const second = await openDatabase({ url, schema });
    const other = await openDatabase({ url, schema: `${schema}_other` });
    // A round that runs until `release()`, once `entered` says it has begun.
    const heldRound = () => {
      let release!: () => void;
      let inside!: () => void;
      const entered = new Promise<void>((resolve) => (inside = resolve));
      const round = () => new Promise<void>((resolve) => ((release = resolve), inside()));
      return { round, entered, release: () => release() };
    };
    const nothing = async () => undefined;
    try {
      const delivery = heldRound();
      const ranFirst = first.runAlone('outbox delivery', delivery.round);
      await delivery.entered;
      expect(await second.runAlone('outbox delivery', nothing)).toBe(false);
      // Another schema is another portal: its work has a lock of its own.
      expect(await other.runAlone('outbox delivery', nothing)).toBe(true);
      delivery.release();
      expect(await ranFirst).toBe(true);
      // Released when a round ends, even a failed one.
      await expect(first.runAlone('outbox delivery', () => Promise.reject(new Error('round failed')))).rejects.toThrow('round failed');
      expect(await second.runAlone('outbox delivery', nothing)).toBe(true);

      // The holder's connection is closed by the server mid-round: the lock goes with it, and the
      // holder's process keeps running (no unheard 'error' from the pool).
      const sweep = heldRound();
      const held = first.runAlone('orphan file sweep', sweep.round);
      await sweep.entered;
      expect(await second.runAlone('orphan file sweep', nothing)).toBe(false);
      await adminQuery(url, `SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE l.locktype = 'advisory' AND a.application_name = '${schema}_first'`);
      await expect.poll(() => second.runAlone('orphan file sweep', nothing), { timeout: 10_000 }).toBe(true);
      sweep.release();
      expect(await held).toBe(true);
      expect((await first.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await Promise.all([first.close(), second.close(), other.close()]);
      await adminQuery(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_other" CASCADE`);
    }
  });

  // Hot statements run as named prepared statements (db/prepared-statements.ts). A migration that
  // another instance runs meanwhile may change what such a statement returns: PostgreSQL then refuses
  // the statement it kept ("cached plan must not change result type"), and the portal parses it again.
  it('runs a prepared statement again after a migration changed its result type', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `prepared_${randomBytes(4).toString('hex')}`;
    const db = await openDatabase({ url, schema });
    const read = 'SELECT a FROM probe ORDER BY a';
    try {
      await db.exec('CREATE TABLE probe (a integer); INSERT INTO probe VALUES (1)');
      expect((await db.query(read, [], { prepare: true })).rows).toEqual([{ a: 1 }]);
      expect((await db.transaction((tx) => tx.query(read, [], { prepare: true }))).rows).toEqual([{ a: 1 }]);
      await adminQuery(url, `ALTER TABLE "${schema}".probe ALTER COLUMN a TYPE text`);
      // Alone, the statement is parsed again at once; in a transaction the error ends it, and the next one runs.
      expect((await db.query(read, [], { prepare: true })).rows).toEqual([{ a: '1' }]);
      await adminQuery(url, `ALTER TABLE "${schema}".probe ALTER COLUMN a TYPE integer USING a::integer`);
      const inTransaction = () => db.transaction((tx) => tx.query(read, [], { prepare: true }));
      const first = await inTransaction().then((result) => result.rows, (error: Error) => error.message);
      expect([[{ a: 1 }], 'cached plan must not change result type']).toContainEqual(first);
      expect((await inTransaction()).rows).toEqual([{ a: 1 }]);
    } finally {
      await db.close();
      await adminQuery(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  });
});
