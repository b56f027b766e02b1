/**
 * The foreign-entity domain, one module with a folder per concern: records (search, settings,
 * statistics, logo, the registration form), files (documents and checklists), links (the e-mailed
 * form links), print (PDFs), duplicates (groups and merge), requests (modify requests).
 */
import type { ServerModule } from '../../platform/module.ts';
import { handlers as duplicates } from './duplicates/handlers.ts';
import { handlers as files } from './files/handlers.ts';
import { handlers as links } from './links/handlers.ts';
import { handlers as print } from './print/handlers.ts';
import { handlers as records } from './records/handlers.ts';
import { REGISTRATION_FORM } from './records/registration-form.ts';
import { resourceHooks } from './records/resource-hooks.ts';
import { workflowHooks as entityWorkflow } from './records/workflow-hooks.ts';
import { handlers as requests } from './requests/handlers.ts';
import { workflowHooks as modifyRequestWorkflow } from './requests/workflow-hooks.ts';
import { seedForeignEntities } from './seed/seed-foreign-entities.ts';

export const foreignEntityModule: ServerModule = {
  name: 'foreign-entity',
  handlers: { ...records, ...files, ...links, ...print, ...duplicates, ...requests },
  resourceHooks,
  transitionHooks: {
    checks: { ...entityWorkflow.checks, ...modifyRequestWorkflow.checks },
    effects: { ...entityWorkflow.effects, ...modifyRequestWorkflow.effects },
  },
  // Its values are read by whoever may read the entity (a mission its entities, an entity its own).
  recordForms: { [REGISTRATION_FORM]: { entity: 'foreign-entity', readOperation: 'getForeignEntity' } },
  seed: ({ tx, admin }) => seedForeignEntities(tx, admin),
};
