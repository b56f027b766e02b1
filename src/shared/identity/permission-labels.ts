/**
 * Permission and menu-permission codes ↔ what a person reads (spec/access/permissions.yaml,
 * menus.yaml through generated/access/identity.ts): the options of the user forms, the labels of
 * the user page, and the server's check that every code given is a known one.
 */
import { identityTables } from '../../../generated/access/identity.ts';
import { parsePermission } from './permission-names.ts';

const permissionsByName = new Map(identityTables.permissions.map((p) => [p.name, p]));
const menuByName = new Map(identityTables.menuPermissions.flatMap((m) => [m.name, ...m.alternatives].map((name) => [name, m] as const)));

/** Permissions without an entity (checkboxes) and entity-bound ones (picked with a number). */
export const plainPermissions = identityTables.permissions.filter((p) => !p.entity);
export const entityPermissions = identityTables.permissions.filter((p) => p.entity);
/** Menu permissions by their main name (alternatives are kept when already held). */
export const menuPermissions = identityTables.menuPermissions;

/** True for `admin`, `local_entity`, `local_entity_12`; false for unknown names and `admin_3`. */
export function isKnownPermission(code: string): boolean {
  if (permissionsByName.has(code)) return true;
  const { name, entity } = parsePermission(code);
  return entity !== null && permissionsByName.get(name)?.entity === true;
}

/** True for a menu permission name or one of its alternatives. */
export const isKnownMenuPermission = (code: string): boolean => menuByName.has(code);

/** `local_entity_3` → 'Local Entity 3' (label translated by `translate`); an unknown code stays as it is. */
export function permissionLabel(code: string, translate: (key: string) => string): string {
  const exact = permissionsByName.get(code);
  if (exact) return translate(exact.label);
  const { name, entity } = parsePermission(code);
  const bound = permissionsByName.get(name);
  return bound?.entity && entity !== null ? `${translate(bound.label)} ${entity}` : code;
}

/** `fund_transfer` (or an alternative such as `mosal`) → its menu entry's label; an unknown code stays as it is. */
export function menuPermissionLabel(code: string, translate: (key: string) => string): string {
  const menu = menuByName.get(code);
  return menu ? translate(menu.label) : code;
}
