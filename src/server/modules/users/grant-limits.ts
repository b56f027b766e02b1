/** No escalation: a caller who is not a super admin may only hand out what they hold themselves. */
import { basePermissions } from '../../../shared/identity/permission-names.ts';
import { forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';

type Grants = { permissions?: string[]; menu_permissions?: string[] };

/**
 * Throws 403 when a non-superuser gives a permission, menu permission or user type they do not have.
 * Codes the user already has (`before`, on an edit) are kept, not given: an edit form sends them back.
 */
export function assertWithinCallerGrants(caller: AuthUser, changes: Grants & { user_type?: string }, before: Grants = {}): void {
  if (basePermissions(caller.permissions).has('superuser')) return;
  const held = new Set([...caller.permissions, ...(before.permissions ?? [])]);
  const menus = new Set([...caller.menu_permissions, ...(before.menu_permissions ?? [])]);
  if (changes.user_type !== undefined && changes.user_type !== caller.user_type) throw forbidden();
  if ((changes.permissions ?? []).some((p) => !held.has(p))) throw forbidden();
  if ((changes.menu_permissions ?? []).some((m) => !menus.has(m))) throw forbidden();
}
