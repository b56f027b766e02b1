/**
 * Every module's bespoke handlers and resource hooks, plus the platform's generic ones (files of
 * `x-files` fields, workflow operations). A new module adds its `handlers.ts` (and
 * `resource-hooks.ts` if it needs one) here.
 */
import { routable, type HandlerMap, type Handlers } from '../platform/handler.ts';
import { fileHandlers } from '../platform/files/file-handlers.ts';
import { mergeHookMaps, type ResourceHookMap } from '../platform/resources/resource-hooks.ts';
import { handlers as auth } from './auth/handlers.ts';
import { handlers as references } from './references/handlers.ts';
import { resourceHooks as referenceHooks } from './references/resource-hooks.ts';
import { handlers as system } from './system/handlers.ts';
import { workflowHandlers, workflowResourceHooks } from '../platform/workflow/workflow-handlers.ts';
import { handlers as lookups } from './lookups/handlers.ts';
import { handlers as notifications } from './notifications/handlers.ts';
import { handlers as forms } from './forms/handlers.ts';
import { handlers as users } from './users/handlers.ts';
import { handlers as foreignEntities } from './foreign-entities/handlers.ts';
import { resourceHooks as foreignEntityHooks } from './foreign-entities/resource-hooks.ts';
import { workflowHooks as foreignEntityWorkflow } from './foreign-entities/workflow-hooks.ts';
import { handlers as foreignEntityFiles } from './foreign-entity-files/handlers.ts';
import { handlers as foreignEntityLinks } from './foreign-entity-links/handlers.ts';
import { handlers as foreignEntityDuplicates } from './foreign-entity-duplicates/handlers.ts';
import { handlers as foreignEntityRequests } from './foreign-entity-requests/handlers.ts';
import { handlers as foreignEntityPrint } from './foreign-entity-print/handlers.ts';
import { workflowHooks as modifyRequestWorkflow } from './foreign-entity-requests/workflow-hooks.ts';
import { resourceHooks as fundTransferHooks } from './fund-transfer/resource-hooks.ts';
import { resourceHooks as supportRequestHooks } from './support-request/resource-hooks.ts';
import { registerTransitionHooks } from '../platform/workflow/transition-hooks.ts';
import { registerRecordForm } from './forms/record-of.ts';
import { REGISTRATION_FORM } from './foreign-entities/registration-form.ts';

/** Bespoke handlers by operationId, typed from the spec. */
const bespokeHandlers: Handlers = {
  ...system, ...auth, ...references, ...lookups, ...notifications, ...forms, ...users,
  ...foreignEntities, ...foreignEntityFiles, ...foreignEntityLinks, ...foreignEntityDuplicates, ...foreignEntityRequests,
  ...foreignEntityPrint,
};

/** Every handler by operationId: the platform's, built from the spec (`x-files` fields, workflow events), then the modules'. */
export const moduleHandlers: HandlerMap = { ...fileHandlers(), ...workflowHandlers(), ...routable(bespokeHandlers) };

/** Resource hooks by operationId. */
export const moduleResourceHooks: ResourceHookMap = mergeHookMaps(referenceHooks, workflowResourceHooks(), fundTransferHooks, supportRequestHooks, foreignEntityHooks);

// Checks and effects named by workflow transitions (spec/workflows).
registerTransitionHooks(foreignEntityWorkflow);
registerTransitionHooks(modifyRequestWorkflow);

// Forms whose values belong to an entity's record: read by whoever may read the record.
registerRecordForm(REGISTRATION_FORM, { entity: 'foreign-entity', readOperation: 'getForeignEntity' });
