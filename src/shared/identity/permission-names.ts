/** Permission names with the `name_{n}` suffix that binds a user to entity n. */

/** `local_entity_12` → { name: 'local_entity', entity: 12 }; a name without a numeric suffix has no entity. */
export function parsePermission(permission: string): { name: string; entity: number | null } {
  const match = /^(.+)_(\d{1,9})$/.exec(permission);
  return match ? { name: match[1]!, entity: Number(match[2]) } : { name: permission, entity: null };
}

/** The set of permission names held, suffixes removed. */
export function basePermissions(permissions: readonly string[]): Set<string> {
  return new Set(permissions.map((p) => parsePermission(p).name));
}

/** The entity numbers a user is bound to through permission `name` (e.g. all n of `local_entity_{n}`). */
export function boundEntities(permissions: readonly string[], name: string): number[] {
  return permissions.map(parsePermission).filter((p) => p.name === name && p.entity !== null).map((p) => p.entity!);
}
