/** Rows of an entity table (`id, version, data, created_by, created_at, updated_at`). */
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { FileRow } from '../files/files-repository.ts';
import type { EntityBinding } from './entities.ts';

export type RecordRow = {
  id: number | string;
  version: number;
  data: Record<string, unknown>;
  created_by: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The record's files, when the query that read it brought them along (`list`). */
  _files?: FileRow[];
};

/** A filter built elsewhere: SQL conditions on alias `r` and the parameters they use. */
export type Where = { conditions: string[]; params: SqlParams };

const whereSql = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** Repository over one entity's table, for the given connection or transaction. */
export function recordsRepository(q: Queryable, entity: EntityBinding) {
  const table = entity.table;
  return {
    /**
     * One page of rows and the total matching, in one statement (issue 21 item 5: each round trip
     * to the database costs more server CPU than the rest of a list request's work): the count is an
     * uncorrelated subquery PostgreSQL runs once beside the page, and an entity with file fields gets
     * each row's files as `_files`. A page past the end has no row to carry the count, so only then
     * is it asked alone.
     */
    async list(where: Where, orderBy: string, limit: number, offset: number): Promise<{ count: number; rows: RecordRow[] }> {
      const filter = whereSql(where.conditions);
      const countSql = `SELECT count(*)::int FROM ${table} r ${filter}`;
      const page = new SqlParams(where.params.values);
      const files = Object.keys(entity.files).length
        ? `, (SELECT coalesce(json_agg(f ORDER BY f.id), '[]'::json) FROM files f WHERE f.owner_entity = ${page.add(entity.name)} AND f.owner_id = r.id) AS _files`
        : '';
      const { rows } = await q.query<RecordRow & { _total: number }>(
        `SELECT (${countSql}) AS _total, r.*${files} FROM ${table} r ${filter} ORDER BY ${orderBy} LIMIT ${page.add(limit)} OFFSET ${page.add(offset)}`,
        page.values,
      );
      if (!rows.length) return { count: (await q.query<{ count: number }>(countSql.replace('count(*)::int', 'count(*)::int AS count'), where.params.values)).rows[0]!.count, rows: [] };
      return { count: rows[0]!._total, rows: rows.map(({ _total, ...row }) => row) };
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
