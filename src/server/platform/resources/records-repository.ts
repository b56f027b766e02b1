/** Rows of an entity table (`id, version, data, created_by, created_at, updated_at`). */
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { FileRow } from '../files/files-repository.ts';
import type { EntityBinding } from './entities.ts';
import type { BroughtNames } from './brought-names.ts';
import { keptNames, namesStampSql } from './kept-names.ts';
import { keepCount, keptCountKey, keptCountParams, totalColumns } from './kept-counts.ts';

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

/** A row of a list page: what an API record is built from (record-view.ts), and no more. */
export type ListedRow = Pick<RecordRow, 'id' | 'version' | 'data' | 'created_at' | '_files' | '_names'>;

// What a list page reads of a record (an entity table's other columns, status, search_text…, are
// generated from `data`); created_by and updated_at are not shown, so not sent and parsed per row.
const LISTED_COLUMNS = 'r.id, r.version, r.data, r.created_at';

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

/** Statement texts by shape and gate; past this many shapes, texts are built per request (and run unnamed: db/prepared-statements.ts). */
const MAX_SHAPES = 1000;
const texts = new Map<string, Map<string, string>>();

/**
 * The text of the statement of `shape` (all its text hangs on but the gate's condition) and `gate`
 * (a text that is the same string each time: session-gate.ts), built by `build` once: the same
 * string each time, whose hash V8 keeps, so finding its prepared statement's name costs no hashing
 * of its 3 kB per request.
 */
function statementText(shape: string, gate: string, build: () => string): string {
  let byGate = texts.get(shape);
  if (!byGate) {
    if (texts.size >= MAX_SHAPES) return build();
    texts.set(shape, (byGate = new Map()));
  }
  const known = byGate.get(gate);
  if (known !== undefined) return known;
  const text = build();
  if (byGate.size < 8) byGate.set(gate, text);
  return text;
}

const whereSql = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** Repository over one entity's table, for the given connection or transaction. */
export function recordsRepository(q: Queryable, entity: EntityBinding) {
  const table = entity.table;
  return {
    /**
     * One page of rows and the total matching, in one statement (issue 21 item 5: each round trip
     * to the database costs more server CPU than the rest of a list request's work): the count is an
     * uncorrelated subquery PostgreSQL runs once beside the page (in the outer select list, with the
     * change stamp: not in the walk past the skipped rows), an entity with file fields gets
     * each row's files as `_files`, and one with references or places gets their names as `_names`
     * (brought-names.ts), kept in this process against the named tables' change stamp, which the
     * statement reads (kept-names.ts). The page's ids are chosen first and only then its rows read, because
     * PostgreSQL computes a select list before OFFSET drops the row: each row skipped had its files
     * looked up (the database's time for a page among the first hundred halves without), and the
     * skipping now walks an index alone where the filter and order allow (status, created_at).
     * A page past the end has no row to carry the count, so only then is it asked alone. The total
     * is kept against the table's changes where the filter allows (kept-counts.ts). The
     * statement is a prepared one (db/prepared-statements.ts) unless `where.planEach`. A `gate`'s
     * condition is a one-time filter on the whole page: no row comes back unless it holds.
     */
    async list(where: Where, orderBy: string, limit: number, offset: number, gate?: PageGate): Promise<{ count: number; rows: ListedRow[] }> {
      const filter = whereSql(where.conditions);
      const page = new SqlParams(where.params.values);
      const key = keptCountKey(table, where);
      // The parameters go in a fixed order, so the text depends on the request's shape alone (its
      // filter's text, order and page size) and is built once per shape (statementText).
      const kept = key === undefined ? undefined : keptCountParams(q, table, key, page);
      // The page size is written into the text: with LIMIT a parameter, PostgreSQL's generic plan of
      // the prepared statement guesses a tenth of the rows and never wins over planning each run.
      const size = Number.isSafeInteger(limit) && limit >= 0 ? String(limit) : page.add(limit);
      const skip = page.add(offset);
      const owner = Object.keys(entity.files).length ? page.add(entity.name) : undefined;
      const guard = gate?.condition(page);
      const shape = `${table}\u0001${filter}\u0001${orderBy}\u0001${size}\u0001${where.params.values.length}\u0001${kept ? 1 : 0}\u0001${owner}`;
      const sql = statementText(shape, guard ?? '', () => {
        const total = kept === undefined ? { with: '', columns: `(SELECT count(*)::int FROM ${table} r ${filter}) AS _total, NULL AS _stamp` } : totalColumns(table, filter, kept);
        // The walk to the page's first row (OFFSET) reads ids alone: PostgreSQL computes a select list
        // for every row it skips, and the total's and stamp's expressions there cost about a fifth of the
        // statement at page 50. Out here they are computed for the page's rows only.
        const ids = `SELECT r.id FROM ${table} r ${filter} ORDER BY ${orderBy} LIMIT ${size} OFFSET ${skip}`;
        const files = owner ? `, (SELECT coalesce(json_agg(f ORDER BY f.id), '[]'::json) FROM files f WHERE f.owner_entity = ${owner} AND f.owner_id = r.id) AS _files` : '';
        const names = namesStampSql(entity);
        return `${total.with}SELECT ${total.columns}, ${LISTED_COLUMNS}${files}${names ? `, ${names} AS _names_stamp` : ''} FROM (${ids}) p JOIN ${table} r ON r.id = p.id${guard === undefined ? '' : ` WHERE ${guard}`} ORDER BY ${orderBy}`;
      });
      const { rows } = await q.query<ListedRow & { _total: number; _stamp: string | null; _names_stamp?: string | null }>(sql, page.values, { prepare: !where.planEach });
      if (!rows.length) {
        await gate?.unconfirmed();
        return { count: (await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} r ${filter}`, where.params.values)).rows[0]!.count, rows: [] };
      }
      if (key !== undefined) keepCount(q, table, key, rows[0]!._stamp, rows[0]!._total);
      if (rows[0]!._names_stamp !== undefined) {
        const names = await keptNames(q, entity, rows.map((row) => row.data), rows[0]!._names_stamp);
        rows.forEach((row, i) => (row._names = names[i]));
      }
      // The rows keep their _total and _stamp, which nothing reads (a copy of each without them cost more).
      return { count: rows[0]!._total, rows };
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
