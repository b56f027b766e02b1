/** Support requests: generic operations and workflow, plus the hooks of resource-hooks.ts. */
import type { ServerModule } from '../../platform/module.ts';
import { resourceHooks } from './resource-hooks.ts';

export const supportRequestModule: ServerModule = { name: 'support-request', resourceHooks };
