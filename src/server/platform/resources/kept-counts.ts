/**
 * A list page's total, kept per filter and checked against the table's changes (issue 21 item 5):
 * counting every matching row was the largest part of a list page's work in PostgreSQL (0.6 ms of
 * an index-only walk for 3,751 of 10,000 rows, growing with the table). The page's statement reads
 * the table's change stamp (the sum of its `record_changes` weights, migration 027) in its own
 * snapshot and counts only when the stamp is not the one the kept total was counted at: equal stamps
 * mean the same committed writes, so the same rows, whichever instance wrote or counted. A
 * statement in a transaction that has written anything counts (its own writes are not in the stamp
 * the way committed ones are). Only filters on the table's own rows are kept: a condition reading
 * another table (a scope through a parent, `within`, `listed`) would change without a change here.
 */
import type { Queryable } from '../../db/database.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import type { Where } from './records-repository.ts';

type Kept = { stamp: string; count: number };

/** Totals kept per filter, per database (each API test app has its own); the oldest go first past this. */
const MAX_KEPT = 1000;
const kept = new WeakMap<Queryable, Map<string, Kept>>();

// Entity tables are `*_records`, which migrate.ts gives the trigger that notes their changes.
const noted = (table: string) => /^"[a-z0-9_]+_records"$/.test(table);

/** What a kept total is found under, or undefined when the filter reads other tables than `table`. */
export function keptCountKey(table: string, where: Where): string | undefined {
  if (!noted(table) || where.conditions.some((condition) => /\bselect\b/i.test(condition))) return undefined;
  return `${table} ${where.conditions.join(' AND ')} ${JSON.stringify(where.params.values)}`;
}

/** The placeholders of the parameters `totalColumns` reads: the table's name, and the stamp and count kept for the filter. */
export type KeptCountParams = { table: string; stamp: string; count: string };

/** Adds the parameters of `totalColumns` for the filter kept under `key`. */
export function keptCountParams(q: Queryable, table: string, key: string, params: SqlParams): KeptCountParams {
  const known = kept.get(q)?.get(key);
  return { table: params.add(table.slice(1, -1)), stamp: params.add(known?.stamp ?? null), count: params.add(known?.count ?? null) };
}

/**
 * The `_total` and `_stamp` columns of a statement on `table` (alias `r`) whose filter is `filter`:
 * the kept total when the stamp still matches, else the count. PostgreSQL runs the count's subquery
 * only when the CASE reaches it. The stamp is summed once, in the `_changes` of `with`, which goes
 * before the statement's SELECT. The text depends on the placeholders, not on the values.
 */
export function totalColumns(table: string, filter: string, params: KeptCountParams): { with: string; columns: string } {
  const changes = `WITH _changes AS (SELECT coalesce(sum(c.weight), 0) AS weight FROM record_changes c WHERE c.table_name = ${params.table}) `;
  const stamp = '(SELECT weight FROM _changes)';
  const count = `(SELECT count(*)::int FROM ${table} r ${filter})`;
  const total = `CASE WHEN pg_current_xact_id_if_assigned() IS NULL AND ${stamp} = ${params.stamp}::numeric THEN ${params.count}::int ELSE ${count} END`;
  return { with: changes, columns: `${total} AS _total, CASE WHEN pg_current_xact_id_if_assigned() IS NULL THEN ${stamp}::text END AS _stamp` };
}

/**
 * Keeps the total a statement on the database itself counted (or confirmed) at `stamp`. Nothing is
 * kept from a transaction (its queryable is new each time, and a fold must not run inside it), nor
 * from one that wrote (`stamp` null).
 */
export function keepCount(q: Queryable, table: string, key: string, stamp: string | null, count: number): void {
  if (stamp === null || !('transaction' in q)) return;
  let totals = kept.get(q);
  if (!totals) kept.set(q, (totals = new Map()));
  if (totals.get(key)?.stamp !== stamp) foldNow(q, table);
  totals.delete(key);
  totals.set(key, { stamp, count });
  if (totals.size > MAX_KEPT) totals.delete(totals.keys().next().value!);
}

/** At most one fold per table and database this often, from this instance. */
const FOLD_EVERY_MS = 5_000;
const folded = new WeakMap<Queryable, Map<string, number>>();

/**
 * After a table changed, folds its `record_changes` rows into one of their summed weight, so that
 * reading its stamp stays a short index walk. One statement: every snapshot sees all the rows it
 * folded or the one that replaced them, with the same sum; instances folding at once cannot lose a
 * weight (a row another has folded is skipped). Not awaited: a fold that fails changes nothing.
 */
function foldNow(q: Queryable, table: string): void {
  let last = folded.get(q);
  if (!last) folded.set(q, (last = new Map()));
  const now = Date.now();
  if (now - (last.get(table) ?? 0) < FOLD_EVERY_MS) return;
  last.set(table, now);
  foldChanges(q, table).catch(() => undefined);
}

/** Folds the `record_changes` rows of `table` (quoted) into one row of their summed weight. */
export async function foldChanges(q: Queryable, table: string): Promise<void> {
  await q.query(
    `WITH gone AS (DELETE FROM record_changes WHERE table_name = $1 RETURNING weight)
     INSERT INTO record_changes (table_name, weight) SELECT $1, sum(weight) FROM gone HAVING count(*) > 0`,
    [table.slice(1, -1)],
  );
}
