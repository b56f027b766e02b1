/**
 * Helpdesk tickets (Communication), after django-helpdesk: generic operations and workflow, plus queues'
 * default CCs and the server-owned fields (tickets.ts), CC lists (ccs.ts), dependencies
 * (dependencies.ts), follow-ups (followups.ts), merge (merge.ts), bulk update (bulk-update.ts), the
 * title search of a ticket picker (ticket-search.ts), the assignees (assignees.ts) and the statistics.
 */
import type { ServerModule } from '../../platform/module.ts';
import { listTicketAssignees } from './assignees.ts';
import { deleteTicketAttachment } from './attachments.ts';
import { bulkUpdateTickets } from './bulk-update.ts';
import { addTicketCc, deleteTicketCc, listTicketCcs, mailTicketCcs } from './ccs.ts';
import { addTicketDependency, deleteTicketDependency, dependenciesClosed, listTicketDependencies } from './dependencies.ts';
import { addTicketFollowup, deleteTicketFollowup, downloadFollowupAttachment, editTicketFollowup, listTicketFollowups } from './followups.ts';
import { mergeTicket } from './merge.ts';
import { getTicketStatistics } from './statistics.ts';
import { queueResourceHooks } from './queues.ts';
import { searchTickets } from './ticket-search.ts';
import { ticketResourceHooks } from './tickets.ts';

export const helpdeskModule: ServerModule = {
  name: 'helpdesk',
  handlers: {
    getTicketStatistics, bulkUpdateTickets, listTicketAssignees, mergeTicket, deleteTicketAttachment, searchTickets,
    listTicketCcs, addTicketCc, deleteTicketCc,
    listTicketDependencies, addTicketDependency, deleteTicketDependency,
    listTicketFollowups, addTicketFollowup, editTicketFollowup, deleteTicketFollowup, downloadFollowupAttachment,
  },
  resourceHooks: { ...ticketResourceHooks, ...queueResourceHooks },
  transitionHooks: { checks: { dependenciesClosed }, effects: { mailTicketCcs } },
};
