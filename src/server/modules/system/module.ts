/** The system module: health. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';

export const systemModule: ServerModule = { name: 'system', handlers };
