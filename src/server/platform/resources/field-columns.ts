/**
 * Entity fields a table also keeps as columns (stored generated copies of `data`, added by a
 * migration for speed) and the `search_text` column (the normalised text of the list's x-search
 * fields). Read from the database at start; SQL builders use a column when there is one, else
 * the `data` expression — the results are the same, only faster.
 */
import type { Queryable } from '../../db/database.ts';
import { tableEntities, type EntityBinding } from './entities.ts';

/** Columns every entity table has; the others are copies of fields. */
const STANDARD = new Set(['id', 'version', 'data', 'created_by', 'created_at', 'updated_at']);

const columnsByEntity = new Map<string, Set<string>>();

/** Reads which fields each entity table keeps as columns (one statement for all tables). */
export async function loadFieldColumns(db: Queryable): Promise<void> {
  const entities = tableEntities();
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT t.name AS table_name, a.attname AS column_name FROM unnest($1::text[]) AS t(name)
       JOIN pg_attribute a ON a.attrelid = to_regclass(t.name) AND a.attnum > 0 AND NOT a.attisdropped`,
    [entities.map((entity) => entity.table)],
  );
  for (const entity of entities) {
    const columns = rows.filter((row) => row.table_name === entity.table).map((row) => row.column_name);
    columnsByEntity.set(entity.name, new Set(columns.filter((name) => !STANDARD.has(name))));
  }
}

/** The SQL of a field's text on alias `r`: its column, or `data->>field`. */
export function fieldText(entity: EntityBinding, field: string, alias = 'r'): string {
  return columnsByEntity.get(entity.name)?.has(field) && field in (entity.schema.properties ?? {}) ? `${alias}."${field}"` : `(${alias}.data->>'${field}')`;
}

/** The table's `search_text` column, if it has one. */
export const searchColumn = (entity: EntityBinding, alias = 'r'): string | undefined => (columnsByEntity.get(entity.name)?.has('search_text') ? `${alias}.search_text` : undefined);
