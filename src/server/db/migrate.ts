/** Applies the numbered SQL files of `migrations/` in order, once each, recorded in `schema_migrations`. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same for every instance of this server.
const LOCK_KEY = 7_240_301;

export type Migration = { version: number; name: string; sql: string };

/** The migration files, `NNN-name.sql`, sorted by number. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)-([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${match[0]}`, 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/** Applies pending migrations in one transaction under an advisory lock; returns the versions applied. */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds nothing to do.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const applied: number[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.version))) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** The highest applied migration version (0 before the first). */
export async function currentMigration(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return Number(rows[0]?.version ?? 0);
}
