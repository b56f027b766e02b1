/** Users table access. Rows carry the password hash; `userView` is what may leave the server. */
import { identityTables } from '../../../../generated/access/identity.ts';
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import { derivedRole } from '../../../shared/identity/derived-role.ts';
import { basePermissions } from '../../../shared/identity/permission-names.ts';
import type { Schema } from '../../../shared/operation-io.ts';
import type { Queryable } from '../../db/database.ts';
import type { AuthUser } from '../request-context.ts';

/** A fund-transfer department (spec/access/departments.yaml). */
export type FtDepartment = NonNullable<Schema<'User'>['ft_department']>;

export type UserRow = {
  id: number | string;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  user_type: Schema<'UserType'>;
  password_hash: string;
  is_active: boolean;
  visible: boolean;
  last_login: Date | string | null;
  permissions: string[];
  menu_permissions: string[];
  groups: number[];
  failed_logins: number;
  locked_at: Date | string | null;
  ft_department: FtDepartment | null;
  department_id: number | string | null;
  department_name?: string | null;
  /** The department's Arabic name, shown instead of `department_name` to an Arabic caller. */
  department_name_ar?: string | null;
  authentication_required: boolean;
};

export type NewUser = Pick<UserRow, 'username' | 'name' | 'email' | 'user_type' | 'password_hash' | 'permissions' | 'menu_permissions'> &
  Partial<Pick<UserRow, 'phone' | 'groups' | 'ft_department' | 'department_id' | 'authentication_required' | 'visible' | 'is_active'>>;

/** The API view of a user: profile and derived flags, never the password hash. */
export type UserView = AuthUser & {
  phone: string | null;
  is_active: boolean;
  visible: boolean;
  status: 0 | 1 | 2;
  groups: number[];
  ft_department: FtDepartment | null;
  department: number | null;
  department_name: string | null;
  authentication_required: boolean;
  role: Role | null;
  isDM: boolean;
  isLocalEntity: boolean;
};

/** A derived role the API names (the user schema's `role` enum). */
type Role = NonNullable<Schema<'User'>['role']>;
const roles = new Set<unknown>((entitySchemas.user.properties?.role as { enum?: unknown[] } | undefined)?.enum ?? []);
/** The role of spec/access's priority list, when the user schema knows it (codegen checks the two lists agree). */
const isRole = (name: string | undefined): name is Role => roles.has(name);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** 2 locked after failed logins, 0 inactive, 1 active (the user-list status filter). */
export const userStatus = (row: Pick<UserRow, 'locked_at' | 'is_active'>): 0 | 1 | 2 => (row.locked_at ? 2 : row.is_active ? 1 : 0);

function roleOf(row: Pick<UserRow, 'permissions' | 'ft_department'>): Role | null {
  const role = derivedRole({ permissions: row.permissions ?? [], ft_department: row.ft_department }, identityTables.derivedRoles)?.role;
  return isRole(role) ? role : null;
}

/** The API view of a user row; the department is named in `language` (English when not given). */
export function userView(row: Omit<UserRow, 'password_hash'>, language?: string): UserView {
  const held = basePermissions(row.permissions ?? []);
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    ...(row.email ? { email: row.email } : {}),
    phone: row.phone ?? null,
    user_type: row.user_type,
    is_active: row.is_active,
    visible: row.visible ?? true,
    status: userStatus(row),
    last_login: iso(row.last_login),
    permissions: row.permissions ?? [],
    menu_permissions: row.menu_permissions ?? [],
    groups: (row.groups ?? []).map(Number),
    ft_department: row.ft_department ?? null,
    department: row.department_id === null || row.department_id === undefined ? null : Number(row.department_id),
    department_name: (language === 'ar' ? row.department_name_ar : undefined) ?? row.department_name ?? null,
    authentication_required: row.authentication_required ?? false,
    role: roleOf(row),
    isDM: held.has('diplomatic_mission'),
    isLocalEntity: held.has('local_entity'),
  };
}

const json = (value: unknown) => JSON.stringify(value ?? []);

/** Repository over `users` for the given connection or transaction. */
export function usersRepository(q: Queryable) {
  return {
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
      return rows[0];
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1', [email]);
      return rows[0];
    },
    async findById(id: number | string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>(
        'SELECT u.*, d.name_en AS department_name, d.name_ar AS department_name_ar FROM users u LEFT JOIN departments d ON d.id = u.department_id WHERE u.id = $1',
        [id],
      );
      return rows[0];
    },
    /** A successful sign-in, in `language`: the language the portal e-mails the user in from now on. */
    async recordLogin(id: number | string, now: Date, language: string): Promise<UserRow> {
      const { rows } = await q.query<UserRow>('UPDATE users SET last_login = $2, failed_logins = 0, language = $3 WHERE id = $1 RETURNING *', [id, now.toISOString(), language]);
      return rows[0]!;
    },
    /** The language the user now uses the portal in (their e-mails follow it). */
    async recordLanguage(id: number, language: string): Promise<void> {
      await q.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [id, language]);
    },
    /** Counts one more failed login; returns the new count. */
    async recordFailure(id: number | string): Promise<number> {
      const { rows } = await q.query<{ failed_logins: number }>('UPDATE users SET failed_logins = failed_logins + 1 WHERE id = $1 RETURNING failed_logins', [id]);
      return rows[0]!.failed_logins;
    },
    async lock(id: number | string, now: Date): Promise<void> {
      await q.query('UPDATE users SET locked_at = $2 WHERE id = $1', [id, now.toISOString()]);
    },
    async unlock(id: number | string): Promise<void> {
      await q.query('UPDATE users SET locked_at = NULL, failed_logins = 0 WHERE id = $1', [id]);
    },
    /** The owner's own corrections (name, e-mail, mobile): only the fields given change. */
    async setProfile(id: number, changes: { name?: string; email?: string; phone?: string | null }): Promise<UserRow> {
      const { rows } = await q.query<UserRow>(
        `UPDATE users SET name = CASE WHEN $2 THEN $3 ELSE name END, email = CASE WHEN $4 THEN $5 ELSE email END,
                          phone = CASE WHEN $6 THEN $7 ELSE phone END
         WHERE id = $1 RETURNING *`,
        [id, 'name' in changes, changes.name ?? null, 'email' in changes, changes.email ?? null, 'phone' in changes, changes.phone ?? null],
      );
      return rows[0]!;
    },
    async setPassword(id: number | string, passwordHash: string): Promise<void> {
      await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
    async insert(user: NewUser, createdBy: number | null = null): Promise<UserRow> {
      const { rows } = await q.query<UserRow>(
        `INSERT INTO users (username, name, email, user_type, password_hash, permissions, menu_permissions, phone, groups,
                            ft_department, department_id, authentication_required, visible, is_active, created_by)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9::jsonb, $10, $11, $12, $13, $14, $15) RETURNING *`,
        [user.username, user.name, user.email, user.user_type, user.password_hash, json(user.permissions), json(user.menu_permissions),
          user.phone ?? null, json(user.groups), user.ft_department ?? null, user.department_id ?? null,
          user.authentication_required ?? false, user.visible ?? true, user.is_active ?? true, createdBy],
      );
      return rows[0]!;
    },
    async count(): Promise<number> {
      const { rows } = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      return rows[0]!.count;
    },
  };
}
