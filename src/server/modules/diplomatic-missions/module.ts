/** Diplomatic missions: embassies, general consulates and permanent missions; seeds the demo missions. */
import type { ServerModule } from '../../platform/module.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { handlers } from './handlers.ts';
import { resourceHooks } from './resource-hooks.ts';
import { demoMissions } from './seed/demo-missions.ts';

export const diplomaticMissionsModule: ServerModule = {
  name: 'diplomatic-missions',
  handlers,
  resourceHooks,
  seed: async ({ tx, admin }) => {
    for (const mission of demoMissions) await recordsRepository(tx, entityBinding('diplomatic-mission')).insert(mission, admin);
  },
};
