/** Kuwaiti (local) entities: the registry, its categories, files, change log, statistics and PDF list. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';
import { resourceHooks } from './resource-hooks.ts';
import { seedLocalEntities } from './seed/seed-local-entities.ts';

export const localEntitiesModule: ServerModule = { name: 'local-entities', handlers, resourceHooks, seed: seedLocalEntities };
