/** Fund transfers belong to the local entity of the FT staff who creates them (the parties they point at are named by the runtime: x-reference). */
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';

export const resourceHooks: ResourceHookMap = {
  createFundTransfer: { beforeCreate: boundEntityStamp('local_entity', 'local_entity') },
};
