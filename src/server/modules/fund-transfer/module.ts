/** Fund transfers: generic operations and workflow, plus the creator's local entity, the safeguards and the mission check. */
import type { ServerModule } from '../../platform/module.ts';
import { checkHandlers } from './check-handlers.ts';
import { resourceHooks } from './resource-hooks.ts';
import { workflowHooks } from './workflow-hooks.ts';

export const fundTransferModule: ServerModule = { name: 'fund-transfer', handlers: checkHandlers, resourceHooks, transitionHooks: workflowHooks };
