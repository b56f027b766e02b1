/** SQL over `users` for the administration API, always ANDed with the caller's granted scope. */
import type { Schema } from '../../../shared/operation-io.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { UserRow } from '../../platform/auth/users-repository.ts';
import { scopeConditions } from '../../platform/access/scope-sql.ts';
import type { GrantedScope } from '../../platform/request-context.ts';

/** Filters of `users/`. */
/** The list's query; `page` and `page_size` come filled with the spec's defaults (1, 15). */
export type UserFilters = { search?: string; groups?: number; status?: 0 | 1 | 2; user_type?: string; page?: number; page_size?: number };

const STATUS_SQL = { 1: 'u.is_active AND u.locked_at IS NULL', 0: 'NOT u.is_active AND u.locked_at IS NULL', 2: 'u.locked_at IS NOT NULL' } as const;
const SELECT = 'SELECT u.*, d.name_en AS department_name, d.name_ar AS department_name_ar FROM users u LEFT JOIN departments d ON d.id = u.department_id';

/** Columns an update may set, by API field. */
const UPDATABLE: Record<string, { column: string; json?: boolean }> = {
  name: { column: 'name' }, email: { column: 'email' }, phone: { column: 'phone' }, is_active: { column: 'is_active' },
  visible: { column: 'visible' }, permissions: { column: 'permissions', json: true }, menu_permissions: { column: 'menu_permissions', json: true },
  groups: { column: 'groups', json: true }, ft_department: { column: 'ft_department' }, department: { column: 'department_id' },
  authentication_required: { column: 'authentication_required' },
};

/** Queries for the given connection or transaction. */
export function userQueries(q: Queryable) {
  return {
    async list(scope: GrantedScope, f: UserFilters): Promise<{ count: number; rows: UserRow[] }> {
      const params = new SqlParams();
      const where = scopeConditions(scope, params, 'u');
      if (f.search) {
        const like = params.add(`%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(`(u.username ILIKE ${like} OR u.name ILIKE ${like} OR coalesce(u.email, '') ILIKE ${like})`);
      }
      if (f.groups !== undefined) where.push(`u.groups @> ${params.json([f.groups])}`);
      if (f.status !== undefined) where.push(STATUS_SQL[f.status]);
      if (f.user_type) where.push(`u.user_type = ${params.add(f.user_type)}`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM users u ${clause}`, params.values);
      const { page: number = 1, page_size: size = 15 } = f;
      const page = `LIMIT ${params.add(size)} OFFSET ${params.add((number - 1) * size)}`;
      const { rows } = await q.query<UserRow>(`${SELECT} ${clause} ORDER BY u.id DESC ${page}`, params.values);
      return { count: total.rows[0]!.count, rows };
    },
    /** One user inside the scope, or undefined (outside answers 404 like a missing one). */
    async findInScope(scope: GrantedScope, id: number): Promise<UserRow | undefined> {
      const params = new SqlParams([id]);
      const where = ['u.id = $1', ...scopeConditions(scope, params, 'u')];
      const { rows } = await q.query<UserRow>(`${SELECT} WHERE ${where.join(' AND ')}`, params.values);
      return rows[0];
    },
    /** One user with its department's name (no scope: for a row the caller just wrote). */
    async findById(id: number): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>(`${SELECT} WHERE u.id = $1`, [id]);
      return rows[0];
    },
    async update(id: number, changes: Record<string, unknown>): Promise<void> {
      const params = new SqlParams([id]);
      const sets = Object.entries(changes)
        .filter(([field]) => UPDATABLE[field])
        .map(([field, value]) => `${UPDATABLE[field]!.column} = ${UPDATABLE[field]!.json ? params.json(value) : params.add(value)}`);
      if (sets.length) await q.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params.values);
    },
    async remove(id: number): Promise<void> {
      await q.query('DELETE FROM users WHERE id = $1', [id]);
    },
    async logState(userId: number, state: Schema<'UserStateLog'>['state'], changedBy: number, at: Date): Promise<void> {
      await q.query('INSERT INTO user_state_logs (user_id, state, changed_by, created_at) VALUES ($1, $2, $3, $4)', [userId, state, changedBy, at.toISOString()]);
    },
  };
}
