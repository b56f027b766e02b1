/** Support requests belong to the foreign entity of the user who files them. */
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';

export const resourceHooks: ResourceHookMap = {
  createSupportRequest: { beforeCreate: boundEntityStamp('foreign_entity', 'foreign_entity') },
};
