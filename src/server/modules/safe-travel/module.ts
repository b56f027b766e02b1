/** Safe-travel notifications: generic operations and workflow; each belongs to its creator's Kuwaiti entity. */
import type { ServerModule } from '../../platform/module.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import { listSafeTravelArrivalMonths } from './arrival-months.ts';
import { getSafeTravelStatistics } from './statistics.ts';

export const safeTravelModule: ServerModule = {
  name: 'safe-travel',
  handlers: { getSafeTravelStatistics, listSafeTravelArrivalMonths },
  // Every user of the entity follows the notification (scope own_local_entity_records).
  resourceHooks: { createSafeTravel: { beforeCreate: boundEntityStamp('local_entity', 'local_entity') } },
};
