import { identityTables } from '../../../../generated/access/identity.ts';
import type { MenuEntry, RouteName } from '../../lib/screen-descriptors.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

type MenuUser = { user_type: string; menu_permissions: string[] } | null | undefined;

/** Menu permission → the names that grant it (itself and its alternatives of spec/access/menus.yaml). */
const grantingNames = new Map<string, string[]>(
  (identityTables.menuPermissions ?? []).map((p) => [p.name, [p.name, ...(p.alternatives ?? [])]]),
);

/**
 * Entries whose page depends on the user type (product spec section 2, left menu): the Foreign
 * Entity entry opens the entity's own view page for foreign-entity users, the Fund Transfer entry
 * opens the transactions list for diplomatic missions.
 */
const routeByUserType: Record<string, Record<string, RouteName | { route: RouteName; params: Record<string, string> }>> = {
  foreign_entity: { fe: 'foreign_entity.view', fe_approved: 'foreign_entity.view' },
  fund_transfer: { dm: 'shell.ft_transactions' },
  // A Kuwaiti entity administers only its own staff (product spec section 6).
  users: { le: { route: 'users.ft_staff_list', params: { status: '1' } } },
};

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

/** The entries a user sees, each with the route it opens for that user. */
export function visibleMenu(entries: readonly MenuEntry[], user: MenuUser): MenuEntry[] {
  return entries
    .filter((entry) => allowsEntry(entry, user))
    .map((entry) => {
      const target = user ? routeByUserType[entry.key]?.[user.user_type] : undefined;
      if (!target) return entry;
      return typeof target === 'string' ? { ...entry, route: target, params: {} } : { ...entry, ...target };
    });
}
