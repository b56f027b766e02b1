/** Fund transfers belong to the local entity of the FT staff who creates them. */
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';

export const resourceHooks: ResourceHookMap = {
  createFundTransfer: { beforeCreate: boundEntityStamp('local_entity', 'local_entity') },
};
