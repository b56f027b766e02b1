/** User accounts, their groups, grants and transfers. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';

export const usersModule: ServerModule = { name: 'users', handlers };
