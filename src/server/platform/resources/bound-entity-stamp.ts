/** A create hook recording which entity a new record belongs to: the caller's own, from its `name_{n}` permission. */
import { boundEntities } from '../../../shared/identity/permission-names.ts';
import { forbidden } from '../errors.ts';
import type { ResourceHooks } from './resource-hooks.ts';

/**
 * `beforeCreate` that sets `field` to n of the caller's `permission`_n (a fund transfer's local
 * entity, a support request's foreign entity), so scopes with `bound` reach it. A caller bound to
 * no such entity may not create one (403).
 */
export function boundEntityStamp(field: string, permission: string): NonNullable<ResourceHooks['beforeCreate']> {
  return (data, user) => {
    const [entity] = boundEntities(user.permissions, permission);
    if (entity === undefined) throw forbidden();
    return { ...data, [field]: entity };
  };
}
