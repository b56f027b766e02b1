/** Fund transfers: generic operations and workflow, plus the creator's local entity, the safeguards, the mission check and the statistics. */
import type { ServerModule } from '../../platform/module.ts';
import { checkHandlers } from './check-handlers.ts';
import { resourceHooks } from './resource-hooks.ts';
import { getFundTransferOverview, getFundTransferStatistics } from './statistics.ts';
import { workflowHooks } from './workflow-hooks.ts';

export const fundTransferModule: ServerModule = {
  name: 'fund-transfer',
  handlers: { ...checkHandlers, getFundTransferStatistics, getFundTransferOverview },
  resourceHooks,
  transitionHooks: workflowHooks,
};
