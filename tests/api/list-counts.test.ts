import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { entityBinding } from '../../src/server/platform/resources/entities.ts';
import { foldChanges } from '../../src/server/platform/resources/kept-counts.ts';
import { recordsRepository } from '../../src/server/platform/resources/records-repository.ts';
import { startTestApp, type TestApp } from './harness.ts';

// A list page's total is kept per filter and checked against the table's change stamp in the page's
// own statement (platform/resources/kept-counts.ts, migration 027): it stays exact whoever writes —
// this app, another instance on the same database, or a transaction reading its own writes.
let t: TestApp;
let staff: string;
let other: Database; // another instance's connections (PostgreSQL), or the same database (PGlite)
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.login('staff');
  other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, onIdleError: () => undefined }) : t.db;
});
afterAll(async () => {
  if (other && other !== t.db) await other.close();
  await t?.close();
});

const approvedCount = async () => {
  const answer = await t.call('GET', '/foreign-entities/', { token: staff, query: { status: 2, page_size: 10 } });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { count: number }).count;
};

describe('list totals (API)', () => {
  it('stay exact when another instance writes the table', async () => {
    const before = await approvedCount();
    expect(await approvedCount()).toBe(before); // the second page ask finds the kept total
    const { rows } = await other.query<{ id: string }>(
      `INSERT INTO foreign_entity_records (data) SELECT data || jsonb_build_object('uid', gen_random_uuid()::text, 'status', 2) FROM foreign_entity_records ORDER BY id LIMIT 1 RETURNING id`,
    );
    const id = rows[0]!.id;
    expect(await approvedCount()).toBe(before + 1);
    await other.query(`UPDATE foreign_entity_records SET data = data || '{"status": 3}' WHERE id = $1`, [id]);
    expect(await approvedCount()).toBe(before);
    await other.query(`UPDATE foreign_entity_records SET data = data || '{"status": 2}' WHERE id = $1`, [id]);
    expect(await approvedCount()).toBe(before + 1);
    await other.query('DELETE FROM foreign_entity_records WHERE id = $1', [id]);
    expect(await approvedCount()).toBe(before);
  });

  it('count a transaction\'s own writes, and keep nothing of them', async () => {
    const entity = entityBinding('foreign-entity');
    const where = { conditions: [`r."status" = $1`], params: { values: ['2'] } } as unknown as Parameters<ReturnType<typeof recordsRepository>['list']>[0];
    const before = (await recordsRepository(t.db, entity).list(where, 'r.id', 1, 0)).count;
    expect((await recordsRepository(t.db, entity).list(where, 'r.id', 1, 0)).count).toBe(before);
    await expect(t.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO foreign_entity_records (data) SELECT data || jsonb_build_object('uid', gen_random_uuid()::text, 'status', 2) FROM foreign_entity_records ORDER BY id LIMIT 1`);
      expect((await recordsRepository(tx, entity).list(where, 'r.id', 1, 0)).count).toBe(before + 1);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await recordsRepository(t.db, entity).list(where, 'r.id', 1, 0)).count).toBe(before);
    expect(await approvedCount()).toBe(before);
  });

  it('keep their stamp when a table\'s change notes are folded into one', async () => {
    const before = await approvedCount();
    const notes = () => t.db.query<{ rows: number; stamp: string }>(`SELECT count(*)::int AS rows, sum(weight)::text AS stamp FROM record_changes WHERE table_name = 'foreign_entity_records'`).then((r) => r.rows[0]!);
    await other.query(`UPDATE foreign_entity_records SET updated_at = updated_at WHERE id = (SELECT min(id) FROM foreign_entity_records)`);
    await other.query(`UPDATE foreign_entity_records SET updated_at = updated_at WHERE id = (SELECT min(id) FROM foreign_entity_records)`);
    const noted = await notes();
    await foldChanges(other, '"foreign_entity_records"');
    expect(await notes()).toEqual({ rows: 1, stamp: noted.stamp });
    await foldChanges(other, '"foreign_entity_records"'); // one row folds into itself
    expect(await notes()).toEqual({ rows: 1, stamp: noted.stamp });
    expect(await approvedCount()).toBe(before);
  });

  it('are checked against every entity table\'s changes', async () => {
    // migrate.ts gives each `*_records` table the trigger that notes its writes, those the spec adds later too.
    const { rows } = await t.db.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND c.relname LIKE '%\\_records'
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'note_record_changes')`,
    );
    expect(rows).toEqual([]);
    const { rows: tables } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'note_record_changes'`);
    expect(tables[0]!.n).toBeGreaterThan(30);
  });
});
