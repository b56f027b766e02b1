/**
 * What a caller may change: a picture of every record table and of the users, and the changes
 * between two pictures that fall outside a caller's scope (its own records, the foreign or local
 * entity its permission binds it to and their children, its own account). New rows are the
 * caller's own and always allowed.
 */
import type { TestApp } from '../harness.ts';

type RowPicture = { digest: string; createdBy: number | null; foreignEntity: string | null; localEntity: string | null };
/** table → id → picture. */
export type Snapshot = Map<string, Map<string, RowPicture>>;

/** A caller whose writes are checked: its user id and the entities it is bound to. */
export type ScopedCaller = { name: string; userId?: number; foreignEntities: string[]; localEntities: string[] };

// A user row changes on every sign-in and request (last seen, failed attempts, language): those are not changes of scope.
const VOLATILE = /last_|_at$|failed|language|attempt/;

/** Pictures every `*_records` table and `users`. */
export async function snapshot(t: TestApp): Promise<Snapshot> {
  const { rows: tables } = await t.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE '%\\_records' ORDER BY 1`,
  );
  const result: Snapshot = new Map();
  for (const { name } of tables) {
    const { rows } = await t.db.query<{ id: string; digest: string; created_by: string | null; fe: string | null; le: string | null }>(
      `SELECT id::text, md5(version::text || data::text) AS digest, created_by::text, data->>'foreign_entity' AS fe, data->>'local_entity' AS le FROM ${name}`,
    );
    result.set(name, new Map(rows.map((r) => [r.id, { digest: r.digest, createdBy: r.created_by === null ? null : Number(r.created_by), foreignEntity: r.fe, localEntity: r.le }])));
  }
  const { rows: users } = await t.db.query<{ row: Record<string, unknown> }>('SELECT to_jsonb(u) AS row FROM users u');
  result.set('users', new Map(users.map(({ row }) => {
    const kept = Object.entries(row).filter(([key]) => !VOLATILE.test(key)).sort(([a], [b]) => a.localeCompare(b));
    return [String(row.id), { digest: JSON.stringify(kept), createdBy: null, foreignEntity: null, localEntity: null }];
  })));
  return result;
}

/** Whether `caller` may have changed (or deleted) this existing row. */
function inScope(caller: ScopedCaller, table: string, id: string, row: RowPicture): boolean {
  if (table === 'users') return caller.userId !== undefined && String(caller.userId) === id;
  if (caller.userId !== undefined && row.createdBy === caller.userId) return true;
  if (table === 'foreign_entity_records' && caller.foreignEntities.includes(id)) return true;
  if (table === 'local_entity_records' && caller.localEntities.includes(id)) return true;
  return (row.foreignEntity !== null && caller.foreignEntities.includes(row.foreignEntity)) || (row.localEntity !== null && caller.localEntities.includes(row.localEntity));
}

/** The rows changed or deleted between `before` and `after` that were outside `caller`'s scope. */
export function changesOutside(caller: ScopedCaller, before: Snapshot, after: Snapshot): string[] {
  const outside: string[] = [];
  for (const [table, rows] of before) {
    const later = after.get(table) ?? new Map<string, RowPicture>();
    for (const [id, row] of rows) {
      const now = later.get(id);
      if (now?.digest === row.digest) continue;
      if (!inScope(caller, table, id, row)) outside.push(`${caller.name} ${now ? 'changed' : 'deleted'} ${table} ${id}`);
    }
  }
  return outside;
}
