/** Helpdesk tickets (Communication): generic operations and workflow, plus their statistics. */
import type { ServerModule } from '../../platform/module.ts';
import { getTicketStatistics } from './statistics.ts';

export const helpdeskModule: ServerModule = { name: 'helpdesk', handlers: { getTicketStatistics } };
