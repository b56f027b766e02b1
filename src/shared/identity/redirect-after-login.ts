/** Where a user lands after login, from the redirect table of product spec section 2. */
import type { RedirectDescriptor } from './identity-model.ts';
import { parsePermission } from './permission-names.ts';

/** The path of the first table row whose permission the user holds with an entity number, else `fallback`. */
export function redirectAfterLogin(permissions: readonly string[], table: readonly RedirectDescriptor[], fallback: string): string {
  const parsed = permissions.map(parsePermission);
  for (const row of table) {
    const held = parsed.find((p) => p.name === row.permission && p.entity !== null);
    if (held) return row.path.replace('{n}', String(held.entity));
  }
  return fallback;
}
