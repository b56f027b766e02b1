/** Startup check: each entity with `x-table` has its table (added by a numbered migration). */
import type { Queryable } from '../db/database.ts';
import { tableEntities } from './resources/entities.ts';

/** Names of entities whose table is missing from the database (one statement for all: the API tests build an app per file). */
export async function missingEntityTables(db: Queryable): Promise<string[]> {
  const entities = tableEntities();
  const { rows } = await db.query<{ name: string }>('SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(name) IS NOT NULL', [entities.map((entity) => entity.table)]);
  const found = new Set(rows.map((row) => row.name));
  return entities.filter((entity) => !found.has(entity.table)).map((entity) => `${entity.name} (${entity.table})`);
}
