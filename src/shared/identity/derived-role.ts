/** The derived role of a user: the first entry of the priority list the user reaches. */
import type { DerivedRoleDescriptor } from './identity-model.ts';
import { basePermissions } from './permission-names.ts';

/** What the derived role is computed from. */
export type RoleInput = { permissions: readonly string[]; ft_department?: string | null };

/** The first role of `priority` reached by a held permission (suffix ignored) or by the FT department; null if none. */
export function derivedRole(user: RoleInput, priority: readonly DerivedRoleDescriptor[]): DerivedRoleDescriptor | null {
  const held = basePermissions(user.permissions);
  for (const entry of priority) {
    if (entry.permission !== undefined && held.has(entry.permission)) return entry;
    if (entry.department !== undefined && user.ft_department === entry.department) return entry;
  }
  return null;
}
