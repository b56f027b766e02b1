/**
 * Every module's bespoke handlers and resource hooks. A new module adds its
 * `handlers.ts` (and `resource-hooks.ts` if it needs one) here.
 */
import type { HandlerMap } from '../platform/handler.ts';
import type { ResourceHookMap } from '../platform/resources/resource-hooks.ts';
import { handlers as auth } from './auth/handlers.ts';
import { handlers as references } from './references/handlers.ts';
import { resourceHooks as referenceHooks } from './references/resource-hooks.ts';
import { handlers as system } from './system/handlers.ts';
import { workflowHandlers, workflowResourceHooks } from '../platform/workflow/workflow-handlers.ts';
import { handlers as lookups } from './lookups/handlers.ts';
import { handlers as notifications } from './notifications/handlers.ts';
import { handlers as forms } from './forms/handlers.ts';
import { handlers as users } from './users/handlers.ts';

/** Bespoke handlers by operationId. */
export const moduleHandlers: HandlerMap = { ...system, ...auth, ...references, ...lookups, ...notifications, ...forms, ...users, ...workflowHandlers() };

/** Resource hooks by operationId. */
export const moduleResourceHooks: ResourceHookMap = { ...referenceHooks, ...workflowResourceHooks() };
