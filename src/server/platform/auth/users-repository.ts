/** Users table access. Rows carry the password hash; `userView` is what may leave the server. */
import type { Queryable } from '../../db/database.ts';
import type { AuthUser } from '../request-context.ts';

export type UserRow = {
  id: number | string;
  username: string;
  name: string;
  email: string | null;
  user_type: string;
  password_hash: string;
  is_active: boolean;
  last_login: Date | string | null;
  permissions: string[];
  menu_permissions: string[];
};

export type NewUser = Pick<UserRow, 'username' | 'name' | 'email' | 'user_type' | 'password_hash' | 'permissions' | 'menu_permissions'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The API view of a user row: no password hash, no activity flags. */
export function userView(row: UserRow): AuthUser {
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    ...(row.email ? { email: row.email } : {}),
    user_type: row.user_type,
    last_login: iso(row.last_login),
    permissions: row.permissions ?? [],
    menu_permissions: row.menu_permissions ?? [],
  };
}

/** Repository over `users` for the given connection or transaction. */
export function usersRepository(q: Queryable) {
  return {
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
      return rows[0];
    },
    async recordLogin(id: number | string): Promise<UserRow> {
      const { rows } = await q.query<UserRow>('UPDATE users SET last_login = now() WHERE id = $1 RETURNING *', [id]);
      return rows[0]!;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const { rows } = await q.query<UserRow>(
        `INSERT INTO users (username, name, email, user_type, password_hash, permissions, menu_permissions)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING *`,
        [user.username, user.name, user.email, user.user_type, user.password_hash, JSON.stringify(user.permissions), JSON.stringify(user.menu_permissions)],
      );
      return rows[0]!;
    },
    async count(): Promise<number> {
      const { rows } = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      return rows[0]!.count;
    },
  };
}
