/** `tickets/statistics/`: the tickets the caller's list shows (the ministry all, everyone else their own), per state, queue and month. */
import type { Handler } from '../../platform/handler.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { countsPerField, countsPerMonth, countsPerState, totalOf } from '../../platform/resources/workflow-statistics.ts';

/** The queues of the entity's `queue` enum, every one counted (zeros included). */
const queues = () => (entityBinding('helpdesk-ticket').schema.properties?.queue?.enum ?? []).map(String);

export const getTicketStatistics: Handler<'getTicketStatistics'> = async (request) => {
  const [states, perQueue, months] = await Promise.all([
    countsPerState(request, 'listTickets', 'helpdesk-ticket'),
    countsPerField(request, 'listTickets', 'queue'),
    countsPerMonth(request, 'listTickets'),
  ]);
  return {
    by_status: states.map((state) => ({ status: Number(state.code), count: state.count })),
    by_queue: queues().map((queue) => ({ queue: queue as 'general', count: perQueue.get(queue) ?? 0 })),
    by_month: months,
    total: totalOf(states),
  };
};
