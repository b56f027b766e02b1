/**
 * Issue 20 item 1: the tables codegen writes from the spec are applied with the numbered migrations,
 * in one order under the same lock: a table before the first numbered migration that names it (one
 * adding a stored column to it works on a fresh database), the others after them; again when their
 * text changes, never twice for the same text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { migrate, type Migration } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';

const numbered: Migration[] = [
  { version: 1, name: 'users', sql: 'CREATE TABLE users (id bigserial PRIMARY KEY)' },
  { version: 2, name: 'note-columns', sql: "ALTER TABLE note_records ADD COLUMN title text GENERATED ALWAYS AS (data->>'title') STORED" },
];
const table = (name: string, extra = '') => ({
  table: name,
  sql: `CREATE TABLE IF NOT EXISTS ${name} (id bigserial PRIMARY KEY, data jsonb NOT NULL DEFAULT '{}'::jsonb, created_by bigint REFERENCES users (id));${extra}`,
});

let db: Database | undefined;
afterEach(async () => db?.close());

describe('generated tables', () => {
  it('come before the numbered migration that names them, the rest after, each once per text', async () => {
    db = await openDatabase({ pgliteDir: 'memory://' });
    const generated = [table('note_records'), table('tag_records')];
    expect(await migrate(db, numbered, generated)).toEqual([1, 2]);
    await db.query(`INSERT INTO note_records (data) VALUES ('{"title": "First"}')`);
    expect((await db.query<{ title: string }>('SELECT title FROM note_records')).rows).toEqual([{ title: 'First' }]);
    expect((await db.query<{ found: string }>("SELECT to_regclass('tag_records')::text AS found")).rows[0]!.found).toBe('tag_records');
    const stamps = async () => (await db!.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM schema_generated ORDER BY name')).rows;
    const first = await stamps();
    expect(first.map((r) => r.name)).toEqual(['note_records', 'tag_records']);

    // A second start applies nothing; a changed text (a new index) is applied, and only it.
    expect(await migrate(db, numbered, generated)).toEqual([]);
    expect(await stamps()).toEqual(first);
    const changed = [table('note_records'), table('tag_records', " CREATE INDEX IF NOT EXISTS tag_records_data_idx ON tag_records USING gin (data jsonb_path_ops);")];
    await migrate(db, numbered, changed);
    const second = await stamps();
    expect(second[0]).toEqual(first[0]);
    expect(second[1]!.sha256).not.toBe(first[1]!.sha256);
    expect((await db.query<{ found: string }>("SELECT to_regclass('tag_records_data_idx')::text AS found")).rows[0]!.found).toBe('tag_records_data_idx');
  });
});
