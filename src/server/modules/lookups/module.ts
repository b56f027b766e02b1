/** Countries, areas, categories, social links, settings and texts; seeds their demo values. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';
import { seedLookups } from './seed/seed-lookups.ts';

export const lookupsModule: ServerModule = { name: 'lookups', handlers, seed: ({ tx, admin }) => seedLookups(tx, admin) };
