/** Global search over the records of every module, each within the caller's list scope. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';

export const searchModule: ServerModule = { name: 'search', handlers };
