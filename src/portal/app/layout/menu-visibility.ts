import { identityTables } from '../../../../generated/access/identity.ts';
import type { MenuEntry } from '../../lib/screen-descriptors.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

type MenuUser = { user_type: string; menu_permissions: string[] } | null | undefined;

/** Menu permission → the names that grant it (itself and its alternatives of spec/access/menus.yaml). */
const grantingNames = new Map<string, string[]>(
  (identityTables.menuPermissions ?? []).map((p) => [p.name, [p.name, ...(p.alternatives ?? [])]]),
);

/**
 * Whether a user's menu permissions show an entry (no permission: always shown) and, for an entry
 * naming an `operation`, whether the access rules grant it to the user's type.
 */
export function allowsEntry(entry: Pick<MenuEntry, 'permission' | 'operation'>, user: MenuUser): boolean {
  if (entry.operation && !canCall(entry.operation, user?.user_type)) return false;
  if (!entry.permission) return true;
  if (!user) return false;
  const names = grantingNames.get(entry.permission) ?? [entry.permission];
  return names.some((name) => user.menu_permissions.includes(name));
}

/** The entries a user sees, each with the route it opens for that user (an entry's `targets` by user type, spec/screens). */
export function visibleMenu(entries: readonly MenuEntry[], user: MenuUser): MenuEntry[] {
  return entries
    .filter((entry) => allowsEntry(entry, user))
    .map((entry) => {
      const target = user ? entry.targets?.[user.user_type] : undefined;
      return target ? { ...entry, route: target.route, params: target.params ?? {} } : entry;
    });
}
