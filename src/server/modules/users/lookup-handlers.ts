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
import { entityBinding } from '../../platform/resources/entities.ts';
import { permissionNames } from './permission-names.ts';

const entityPermissions = new Map(identityTables.permissions.filter((p) => p.entity).map((p) => [p.name, p]));

/** Permissions whose records are all offered as destinations: the registries (Kuwaiti entities, missions), not foreign entities. */
const REGISTRY_PERMISSIONS = identityTables.permissions.filter((p) => p.record === 'local-entity' || p.record === 'diplomatic-mission');

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

  /**
   * Where a user may be moved: the entities users are bound to now, and every Kuwaiti entity and
   * mission of the registries, each named ('Local Entity: Al-Awn Charitable Society'), never by number.
   */
  async listDestinations(request) {
    const db = request.server.db;
    const { rows } = await db.query<{ permission: string }>('SELECT DISTINCT jsonb_array_elements_text(permissions) AS permission FROM users ORDER BY 1');
    const held = rows.map((r) => r.permission).filter((permission) => destinationLabel(request.language, permission));
    const registries = await Promise.all(REGISTRY_PERMISSIONS.map(async (p) => {
      const ids = await db.query<{ id: string }>(`SELECT id FROM ${entityBinding(p.record!).table} ORDER BY id`);
      return ids.rows.map((r) => `${p.name}_${r.id}`);
    }));
    const all = [...new Set([...held, ...registries.flat()])];
    const labels = await permissionNames(db, all, request.language);
    return all.map((permission) => ({ value: permission, label: labels.get(permission)! })).sort((a, b) => a.label.localeCompare(b.label, request.language));
  },
};
