/**
 * `tickets/statistics/`: the tickets the caller's list shows (the ministry all, everyone else their own),
 * per state, priority, queue (each by name in the caller's language) and month, with the average days
 * from opening to closing of the closed ones.
 */
import type { Handler } from '../../platform/handler.ts';
import { requireScope } from '../../platform/request-context.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { listedRows } from '../../platform/resources/listed-records.ts';
import { countsPerField, countsPerMonth, countsPerState, totalOf } from '../../platform/resources/workflow-statistics.ts';

const priorities = () => (entityBinding('helpdesk-ticket').schema.properties?.priority?.enum ?? []).map(Number);

export const getTicketStatistics: Handler<'getTicketStatistics'> = async (request) => {
  const scope = requireScope(request.scope);
  const [states, perQueue, perPriority, months, closing, queues] = await Promise.all([
    countsPerState(request, 'listTickets', 'helpdesk-ticket'),
    countsPerField(request, 'listTickets', 'queue'),
    countsPerField(request, 'listTickets', 'priority'),
    countsPerMonth(request, 'listTickets'),
    // Opening to the step that closed it, over the closed tickets the caller's list shows.
    listedRows<{ days: string | number | null }>(
      request, 'listTickets', scope,
      `avg(extract(epoch FROM (SELECT max(l.created_at) FROM state_logs l WHERE l.workflow = 'helpdesk-ticket' AND l.record_id = r.id AND l.to_state = 'closed') - r.created_at) / 86400) AS days`,
      () => [`r.data->>'status' = '4'`],
    ),
    request.server.db.query<{ slug: string; name_en: string; name_ar: string }>(
      `SELECT data->>'slug' AS slug, data->>'name_en' AS name_en, data->>'name_ar' AS name_ar FROM helpdesk_queue_records ORDER BY id`,
    ),
  ]);
  const days = closing[0]?.days;
  return {
    by_status: states.map((state) => ({ status: Number(state.code), count: state.count })),
    by_priority: priorities().map((priority) => ({ priority, count: perPriority.get(String(priority)) ?? 0 })),
    by_queue: queues.rows.map((queue) => ({ queue: queue.slug, name: request.language === 'en' ? queue.name_en : queue.name_ar, count: perQueue.get(queue.slug) ?? 0 })),
    by_month: months,
    average_days_to_close: days === null || days === undefined ? null : Math.round(Number(days) * 100) / 100,
    total: totalOf(states),
  };
};
