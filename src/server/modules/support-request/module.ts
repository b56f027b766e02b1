/** Support requests: generic operations and workflow, plus the hooks of resource-hooks.ts and the statistics. */
import type { ServerModule } from '../../platform/module.ts';
import { resourceHooks } from './resource-hooks.ts';
import { getSupportRequestOverview, getSupportRequestStatistics } from './statistics.ts';

export const supportRequestModule: ServerModule = { name: 'support-request', handlers: { getSupportRequestStatistics, getSupportRequestOverview }, resourceHooks };
