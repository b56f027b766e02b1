/** Lookups of user administration: user types, state logs, groups, departments, transfer destinations. */
import type { Schema } from '../../../shared/operation-io.ts';
import { identityTables } from '../../../../generated/access/identity.ts';
import { userTypes } from '../../../../generated/access/rules.ts';
import { parsePermission } from '../../../shared/identity/permission-names.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { scopeConditions } from '../../platform/access/scope-sql.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireScope } from '../../platform/request-context.ts';
import { translate } from '../../platform/i18n.ts';

const entityPermissions = new Map(identityTables.permissions.filter((p) => p.entity).map((p) => [p.name, p]));

/** `local_entity_3` → 'Local Entity 3' in the caller's language; undefined for names that bind no entity. */
export function destinationLabel(language: Parameters<typeof translate>[0], permission: string): string | undefined {
  const { name, entity } = parsePermission(permission);
  const descriptor = entityPermissions.get(name);
  return descriptor && entity !== null ? `${translate(language, descriptor.label)} ${entity}` : undefined;
}

export const lookupHandlers: Handlers = {
  /** Every user type with its label. */
  async listUserTypes(request) {
    return userTypes.map((type) => ({ value: type, label: translate(request.language, `users.types.${type}`) }));
  },

  /**
   * State changes, newest first, optionally of one user, of the users the caller's scope reaches
   * (a Kuwaiti entity: the staff it created); another's user gives an empty page, as a filter does.
   */
  async listUserStateLogs(request) {
    const { user, limit = 15, offset = 0 } = request.query;
    const db = request.server.db;
    const params = new SqlParams();
    const where = scopeConditions(requireScope(request.scope), params, 'subject');
    if (user !== undefined) where.push(`l.user_id = ${params.add(user)}`);
    const from = `FROM user_state_logs l JOIN users subject ON subject.id = l.user_id LEFT JOIN users u ON u.id = l.changed_by
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const total = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${from}`, params.values);
    const { rows } = await db.query<{ id: string; user_id: string; state: Schema<'UserStateLog'>['state']; changed_by: string | null; changed_by_name: string | null; created_at: Date }>(
      `SELECT l.*, u.name AS changed_by_name ${from} ORDER BY l.created_at DESC, l.id DESC LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`, params.values);
    const results = rows.map((r) => ({
      id: Number(r.id), user: Number(r.user_id), state: r.state, changed_by: r.changed_by === null ? null : Number(r.changed_by), changed_by_name: r.changed_by_name, created: new Date(r.created_at).toISOString(),
    }));
    return { count: total.rows[0]!.count, results };
  },

  /** Groups, optionally whose name (in either language) contains `name`; `name` answers in the caller's language. */
  async listGroups(request) {
    const { name } = request.query;
    const { rows } = await request.server.db.query<{ id: string; name: string; name_ar: string }>(
      "SELECT id, name, name_ar FROM groups WHERE $1::text IS NULL OR name ILIKE '%' || $1 || '%' OR name_ar ILIKE '%' || $1 || '%' ORDER BY name", [name ?? null]);
    return rows.map((r) => ({ id: Number(r.id), name: request.language === 'ar' ? r.name_ar : r.name, name_en: r.name, name_ar: r.name_ar }));
  },

  /** Departments and the FT departments with their labels. */
  async listDepartments(request) {
    const { rows } = await request.server.db.query<{ id: string; name_en: string; name_ar: string }>('SELECT * FROM departments ORDER BY id');
    return {
      departments: rows.map((r) => ({ id: Number(r.id), name_en: r.name_en, name_ar: r.name_ar })),
      ft_departments: identityTables.departments.map((d) => ({ value: d.name, label: translate(request.language, d.label) })),
    };
  },

  /** The entities users are bound to now, as destinations of a transfer. */
  async listDestinations(request) {
    const { rows } = await request.server.db.query<{ permission: string }>(
      'SELECT DISTINCT jsonb_array_elements_text(permissions) AS permission FROM users ORDER BY 1');
    return rows.flatMap(({ permission }) => {
      const label = destinationLabel(request.language, permission);
      return label ? [{ value: permission, label }] : [];
    });
  },
};
