/** The shapes of the identity tables that codegen emits from spec/access (generated/access/identity.ts). */

/**
 * A permission name; `entity` names may carry a `_{n}` suffix binding the user to entity n, and
 * `record` names the entity (spec/entities) whose record n is.
 */
export type PermissionDescriptor = { name: string; label: string; entity: boolean; record?: string };

/** One step of the derived-role priority list: reached by a permission or by an FT department. */
export type DerivedRoleDescriptor = { role: string; label: string; permission?: string; department?: string };

/** A fund-transfer department; `kuwaiti` marks the 'Local Entity FT Staff Kuwaiti' variant. */
export type DepartmentDescriptor = { name: string; label: string; kuwaiti: boolean };

/** A menu permission and the other names that show the same menu entry. */
export type MenuPermissionDescriptor = { name: string; label: string; alternatives: string[] };

/** A row of the redirect-after-login table; `{n}` in `path` is the permission's entity number. */
export type RedirectDescriptor = { permission: string; path: string };

/** The identity tables a user's permissions are read against. */
export type IdentityTables = {
  permissions: PermissionDescriptor[];
  derivedRoles: DerivedRoleDescriptor[];
  departments: DepartmentDescriptor[];
  menuPermissions: MenuPermissionDescriptor[];
  redirects: RedirectDescriptor[];
  fallbackRedirect: string;
  /** Operations a user who still owes the second factor may call (spec/access/second-factor.yaml). */
  secondFactorExempt: string[];
};
