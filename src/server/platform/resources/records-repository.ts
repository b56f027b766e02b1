/** Rows of an entity table (`id, version, data, created_by, created_at, updated_at`). */
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { FileRow } from '../files/files-repository.ts';
import type { EntityBinding } from './entities.ts';
import { namesSql, type BroughtNames } from './brought-names.ts';
import { keepCount, keptCountKey, totalColumns } from './kept-counts.ts';

export type RecordRow = {
  id: number | string;
  version: number;
  data: Record<string, unknown>;
  created_by: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The record's files, when the query that read it brought them along (`list`). */
  _files?: FileRow[];
  /** The names of what the record points at, when the query that read it brought them along (`list`). */
  _names?: BroughtNames;
};

// What a record is made of; an entity table's other columns (status, search_text…) are generated from `data`.
const COLUMNS = 'r.id, r.version, r.data, r.created_by, r.created_at, r.updated_at';

/**
 * A filter built elsewhere: SQL conditions on alias `r` and the parameters they use. `planEach`: the
 * best plan hangs on the values (a search term's length and letters), so the statement is planned
 * for each request instead of running as a prepared statement with a generic plan.
 */
export type Where = { conditions: string[]; params: SqlParams; planEach?: boolean };

/**
 * A condition the page's statement must meet as a whole (a session still live: auth/session-gate.ts),
 * on parameters added to its own; `unconfirmed` runs when the page came back empty, which cannot
 * tell a failed condition from an empty page, before the total is counted apart.
 */
export type PageGate = { condition: (params: SqlParams) => string; unconfirmed: () => Promise<void> };

const whereSql = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** Repository over one entity's table, for the given connection or transaction. */
export function recordsRepository(q: Queryable, entity: EntityBinding) {
  const table = entity.table;
  return {
    /**
     * One page of rows and the total matching, in one statement (issue 21 item 5: each round trip
     * to the database costs more server CPU than the rest of a list request's work): the count is an
     * uncorrelated subquery PostgreSQL runs once beside the page, an entity with file fields gets
     * each row's files as `_files`, and one with references or places gets their names as `_names`
     * (brought-names.ts). The page's ids are chosen first and only then its rows read, because
     * PostgreSQL computes a select list before OFFSET drops the row: each row skipped had its files
     * looked up (the database's time for a page among the first hundred halves without), and the
     * skipping now walks an index alone where the filter and order allow (status, created_at).
     * A page past the end has no row to carry the count, so only then is it asked alone. The total
     * is kept against the table's changes where the filter allows (kept-counts.ts). The
     * statement is a prepared one (db/prepared-statements.ts) unless `where.planEach`. A `gate`'s
     * condition is a one-time filter on the whole page: no row comes back unless it holds.
     */
    async list(where: Where, orderBy: string, limit: number, offset: number, gate?: PageGate): Promise<{ count: number; rows: RecordRow[] }> {
      const filter = whereSql(where.conditions);
      const countSql = `SELECT count(*)::int FROM ${table} r ${filter}`;
      const page = new SqlParams(where.params.values);
      const key = keptCountKey(table, where);
      const total = key === undefined ? `(${countSql}) AS _total, NULL AS _stamp` : totalColumns(q, table, filter, key, page);
      // The page size is written into the text: with LIMIT a parameter, PostgreSQL's generic plan of
      // the prepared statement guesses a tenth of the rows and never wins over planning each run.
      const size = Number.isSafeInteger(limit) && limit >= 0 ? String(limit) : page.add(limit);
      const ids = `SELECT ${total}, r.id FROM ${table} r ${filter} ORDER BY ${orderBy} LIMIT ${size} OFFSET ${page.add(offset)}`;
      const files = Object.keys(entity.files).length
        ? `, (SELECT coalesce(json_agg(f ORDER BY f.id), '[]'::json) FROM files f WHERE f.owner_entity = ${page.add(entity.name)} AND f.owner_id = r.id) AS _files`
        : '';
      const names = namesSql(entity);
      const guard = gate ? ` WHERE ${gate.condition(page)}` : '';
      const { rows } = await q.query<RecordRow & { _total: number; _stamp: string | null }>(
        `SELECT p._total, p._stamp, ${COLUMNS}${files}${names ? `, ${names} AS _names` : ''} FROM (${ids}) p JOIN ${table} r ON r.id = p.id${guard} ORDER BY ${orderBy}`,
        page.values,
        { prepare: !where.planEach },
      );
      if (!rows.length) {
        await gate?.unconfirmed();
        return { count: (await q.query<{ count: number }>(countSql.replace('count(*)::int', 'count(*)::int AS count'), where.params.values)).rows[0]!.count, rows: [] };
      }
      if (key !== undefined) keepCount(q, table, key, rows[0]!._stamp, rows[0]!._total);
      return { count: rows[0]!._total, rows: rows.map(({ _total, _stamp, ...row }) => row) };
    },
    /** The row with `id` that also meets `where` (the caller's scope), optionally locked for update. */
    async find(id: number, where: Where, forUpdate = false): Promise<RecordRow | undefined> {
      const params = new SqlParams(where.params.values);
      const conditions = [`r.id = ${params.add(id)}`, ...where.conditions];
      const { rows } = await q.query<RecordRow>(`SELECT r.* FROM ${table} r ${whereSql(conditions)}${forUpdate ? ' FOR UPDATE' : ''}`, params.values);
      return rows[0];
    },
    /** Whether a row with `id` exists at all, whatever the caller's scope (to audit a scope miss). */
    async exists(id: number): Promise<boolean> {
      const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
      return rows.length > 0;
    },
    async insert(data: Record<string, unknown>, createdBy: number | null): Promise<RecordRow> {
      const { rows } = await q.query<RecordRow>(`INSERT INTO ${table} (data, created_by) VALUES ($1::jsonb, $2) RETURNING *`, [JSON.stringify(data), createdBy]);
      return rows[0]!;
    },
    /** Replaces `data` and bumps `version`. */
    async update(id: number, data: Record<string, unknown>): Promise<RecordRow> {
      const { rows } = await q.query<RecordRow>(
        `UPDATE ${table} SET data = $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, JSON.stringify(data)],
      );
      return rows[0]!;
    },
    async remove(id: number): Promise<void> {
      await q.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    },
  };
}
