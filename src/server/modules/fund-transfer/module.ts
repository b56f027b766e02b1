/** Fund transfers: generic operations and workflow, plus the stamp of the creator's local entity and the mission check. */
import type { ServerModule } from '../../platform/module.ts';
import { resourceHooks } from './resource-hooks.ts';
import { workflowHooks } from './workflow-hooks.ts';

export const fundTransferModule: ServerModule = { name: 'fund-transfer', resourceHooks, transitionHooks: workflowHooks };
