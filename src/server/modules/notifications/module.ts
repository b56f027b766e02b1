/** The signed-in user's notifications. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';

export const notificationsModule: ServerModule = { name: 'notifications', handlers };
