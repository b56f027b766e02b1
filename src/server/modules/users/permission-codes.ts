/** Checks of the permission codes a request gives a user: known to spec/access, and bound to records that exist. */
import { identityTables } from '../../../../generated/access/identity.ts';
import { isKnownMenuPermission, isKnownPermission } from '../../../shared/identity/permission-labels.ts';
import { parsePermission } from '../../../shared/identity/permission-names.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { entityBinding } from '../../platform/resources/entities.ts';

/** 400 `invalid_choice` on the field when a request names a permission or menu permission spec/access does not know. */
export function assertKnownCodes(body: { permissions?: unknown; menu_permissions?: unknown }): void {
  const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  if (list(body.permissions).some((p) => !isKnownPermission(p))) throw fieldError('invalid_choice', 'permissions');
  if (list(body.menu_permissions).some((m) => !isKnownMenuPermission(m))) throw fieldError('invalid_choice', 'menu_permissions');
}

const recordOf = new Map(identityTables.permissions.flatMap((p) => (p.record ? [[p.name, p.record]] : [])));

/**
 * A `name_{n}` permission whose `record:` entity has no record n (`local_entity_999`) is refused:
 * 400 `bound_record_missing` under `field` (`permissions`), naming the number. The permission is a foreign key.
 */
export async function assertBoundRecordsExist(q: Queryable, permissions: unknown, field = 'permissions'): Promise<void> {
  for (const code of Array.isArray(permissions) ? (permissions as string[]) : []) {
    const { name, entity } = parsePermission(code);
    const record = recordOf.get(name);
    if (!record || entity === null) continue;
    const { rows } = await q.query(`SELECT 1 FROM ${entityBinding(record).table} WHERE id = $1`, [entity]);
    if (rows.length === 0) throw fieldError('bound_record_missing', field, { number: entity });
  }
}
