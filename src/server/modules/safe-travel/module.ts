/** Safe-travel notifications: generic operations and workflow; each belongs to its creator's Kuwaiti entity. */
import type { ServerModule } from '../../platform/module.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';

export const safeTravelModule: ServerModule = {
  name: 'safe-travel',
  // Every user of the entity follows the notification (scope own_local_entity_records).
  resourceHooks: { createSafeTravel: { beforeCreate: boundEntityStamp('local_entity', 'local_entity') } },
};
