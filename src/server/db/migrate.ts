/**
 * Applies the numbered SQL files of `migrations/` in order, once each, recorded in `schema_migrations`,
 * and the entity tables codegen writes from the spec (`generated/migrations/<table>.sql`), each before
 * the first numbered migration that names its table and the rest after them, again whenever its text
 * changes (recorded in `schema_generated`; their statements are `IF NOT EXISTS`). Then the data
 * changes the spec declares (`generated/migrations/data/<table>.sql`: backfills, renames, enum
 * replacements), once every table is there, again whenever their text changes (each touches only
 * the records that do not fit yet), recorded as `data:<table>`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const GENERATED_DIR = fileURLToPath(new URL('../../../generated/migrations', import.meta.url));
// Any constant works; it only has to be the same for every instance of this server.
const LOCK_KEY = 7_240_301;

export type Migration = { version: number; name: string; sql: string };
/** A table codegen made from the spec: its name and its SQL. */
export type GeneratedTable = { table: string; sql: string };

/** The migration files, `NNN-name.sql`, sorted by number. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)-([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${match[0]}`, 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/** The tables codegen wrote (`generated/migrations/<table>.sql`), by name. */
export function loadGeneratedTables(dir = GENERATED_DIR): GeneratedTable[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^[a-z_][a-z0-9_]*\.sql$/.test(file))
    .sort()
    .map((file) => ({ table: file.slice(0, -'.sql'.length), sql: readFileSync(`${dir}/${file}`, 'utf8') }));
}

/** The data changes codegen wrote (`generated/migrations/data/<table>.sql`), by table. */
export function loadDataChanges(dir = `${GENERATED_DIR}/data`): GeneratedTable[] {
  return loadGeneratedTables(dir);
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Every entity table (`*_records`) of the schema notes each statement that writes it in
 * `record_changes` (migration 027), which a list page's kept total is checked against
 * (platform/resources/kept-counts.ts). A table that gets its trigger now is noted once as well: rows
 * written before (a table the spec just made, or made again) are a change too.
 */
const TRACK_RECORD_CHANGES = `DO $$
DECLARE t record;
BEGIN
  IF to_regclass('record_changes') IS NULL THEN RETURN; END IF;
  FOR t IN SELECT c.oid::regclass AS relation, c.relname FROM pg_class c
            WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND c.relname LIKE '%\\_records'
              AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'note_record_changes')
  LOOP
    EXECUTE format('CREATE TRIGGER note_record_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION note_record_change()', t.relation);
    INSERT INTO record_changes (table_name) VALUES (t.relname);
  END LOOP;
END $$`;

/** Applies pending migrations in one transaction under an advisory lock; returns the versions applied. */
export async function migrate(db: Database, migrations = loadMigrations(), generated = loadGeneratedTables(), dataChanges = loadDataChanges()): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds nothing to do.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE IF NOT EXISTS schema_generated (
      name text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const made = new Map((await tx.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM schema_generated')).rows.map((r) => [r.name, r.sha256]));
    const apply = async (name: string, sql: string) => {
      const hash = sha(sql);
      if (made.get(name) === hash) return;
      await tx.exec(sql);
      await tx.query(
        'INSERT INTO schema_generated (name, sha256) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = now()',
        [name, hash],
      );
      made.set(name, hash);
    };
    const makeTable = ({ table, sql }: GeneratedTable) => apply(table, sql);
    const applied: number[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.version))) {
      // A numbered migration may change a table the spec makes (a stored column): the table comes first.
      for (const table of generated.filter((g) => new RegExp(`\\b${g.table}\\b`).test(migration.sql))) await makeTable(table);
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    for (const table of generated) await makeTable(table);
    await tx.exec(TRACK_RECORD_CHANGES);
    for (const { table, sql } of dataChanges) await apply(`data:${table}`, sql);
    return applied;
  });
}

/** The highest applied migration version (0 before the first). */
export async function currentMigration(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return Number(rows[0]?.version ?? 0);
}
