/** Published references (guides with a PDF): counted views; seeds the demo references. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';
import { resourceHooks } from './resource-hooks.ts';
import { seedReferences } from './seed/seed-references.ts';

export const referencesModule: ServerModule = { name: 'references', handlers, resourceHooks, seed: seedReferences };
