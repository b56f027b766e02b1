/**
 * Dependencies (helpdesk/tickets/{id}/dependencies/): a ticket waits for others; it cannot be resolved
 * while one of them is open (the workflow's check `dependenciesClosed`, 400 naming the open ticket).
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { idOf } from '../../platform/resources/read-handlers.ts';
import type { TransitionCheck } from '../../platform/workflow/transition-hooks.ts';
import { CLOSED_STATUSES, HelpdeskError, caller, ticketInReach } from './common.ts';

type DependencyRow = { depends_on: string; title: string | null; status: number | null };

export async function dependenciesOf(q: Queryable, ticketId: number) {
  const { rows } = await q.query<DependencyRow>(
    `SELECT d.depends_on, t.data->>'title' AS title, (t.data->>'status')::int AS status
       FROM helpdesk_ticket_dependencies d JOIN helpdesk_ticket_records t ON t.id = d.depends_on
      WHERE d.ticket_id = $1 ORDER BY d.created_at, d.depends_on`,
    [ticketId],
  );
  return rows.map((row) => ({
    dependency_id: Number(row.depends_on),
    title: row.title ?? '',
    status: Number(row.status ?? 1),
    open: !CLOSED_STATUSES.includes(Number(row.status ?? 1)),
  }));
}

export const listTicketDependencies: Handler<'listTicketDependencies'> = async (request) => {
  const ticket = await ticketInReach(request.server.db, request, idOf(request));
  return dependenciesOf(request.server.db, Number(ticket.id));
};

export const addTicketDependency: Handler<'addTicketDependency'> = async (request) => {
  const dependency = request.body.dependency_id;
  return request.server.db.transaction(async (tx) => {
    const ticket = await ticketInReach(tx, request, idOf(request), true);
    const id = Number(ticket.id);
    if (dependency === id) throw new HelpdeskError(400, 'dependency_self', undefined, 'dependency_id');
    // The ticket depended on must be one the caller reaches too (its own 404 under the field otherwise).
    await ticketInReach(tx, request, dependency).catch(() => {
      throw new HelpdeskError(400, 'dependency_not_found', { id: dependency }, 'dependency_id');
    });
    // No cycle: the other ticket must not already wait, directly or not, for this one.
    const { rows } = await tx.query(
      `WITH RECURSIVE waits(id) AS (
         SELECT depends_on FROM helpdesk_ticket_dependencies WHERE ticket_id = $1
         UNION SELECT d.depends_on FROM helpdesk_ticket_dependencies d JOIN waits w ON d.ticket_id = w.id)
       SELECT 1 FROM waits WHERE id = $2`,
      [dependency, id],
    );
    if (rows.length) throw new HelpdeskError(400, 'dependency_cycle', { id: dependency }, 'dependency_id');
    await tx.query(
      'INSERT INTO helpdesk_ticket_dependencies (ticket_id, depends_on, created_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [id, dependency, caller(request).id],
    );
    return dependenciesOf(tx, id);
  });
};

export const deleteTicketDependency: Handler<'deleteTicketDependency'> = async (request) => {
  return request.server.db.transaction(async (tx) => {
    const ticket = await ticketInReach(tx, request, idOf(request));
    const { rows } = await tx.query('DELETE FROM helpdesk_ticket_dependencies WHERE ticket_id = $1 AND depends_on = $2 RETURNING depends_on', [
      ticket.id,
      Number(request.params.dependency_id),
    ]);
    if (!rows.length) throw notFound();
    return dependenciesOf(tx, Number(ticket.id));
  });
};

/** The workflow's check on `resolve`: 400 `dependency_open` naming the first open ticket this one depends on. */
export const dependenciesClosed: TransitionCheck = async ({ tx, record }) => {
  const open = (await dependenciesOf(tx, Number(record.id))).find((d) => d.open);
  if (open) throw new HelpdeskError(400, 'dependency_open', { id: open.dependency_id });
};
