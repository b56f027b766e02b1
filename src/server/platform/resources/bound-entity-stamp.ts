/** A create hook recording which entity a new record belongs to: the caller's own, from its `name_{n}` permission. */
import { boundEntities } from '../../../shared/identity/permission-names.ts';
import { forbidden } from '../errors.ts';
import type { ResourceHooks } from './resource-hooks.ts';

/**
 * `beforeCreate` that sets `field` to n of the caller's `permission`_n (a fund transfer's local
 * entity, a support request's foreign entity; the first of several names: a mission's
 * `embassy_mission`, `general_mission` or `permanent_mission`), so scopes with `bound` reach it. A
 * caller bound to no such entity may not create one (403).
 */
export function boundEntityStamp(field: string, permission: string | string[]): NonNullable<ResourceHooks['beforeCreate']> {
  const names = typeof permission === 'string' ? [permission] : permission;
  return (data, user) => {
    const [entity] = names.flatMap((name) => boundEntities(user.permissions, name));
    if (entity === undefined) throw forbidden();
    return { ...data, [field]: entity };
  };
}
