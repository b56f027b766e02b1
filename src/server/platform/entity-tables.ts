/** Startup check: each entity with `x-table` has its table (added by a numbered migration). */
import type { Queryable } from '../db/database.ts';
import { tableEntities } from './resources/entities.ts';

/** Names of entities whose table is missing from the database. */
export async function missingEntityTables(db: Queryable): Promise<string[]> {
  const missing: string[] = [];
  for (const entity of tableEntities()) {
    const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [entity.table]);
    if (!rows[0]?.found) missing.push(`${entity.name} (${entity.table})`);
  }
  return missing;
}
