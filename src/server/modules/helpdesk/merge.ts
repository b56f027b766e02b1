/**
 * merge/: the ticket becomes a duplicate of `merged_to` (django-helpdesk's merge). One transaction: the
 * workflow step, `merged_to` recorded, the follow-ups copied into the surviving ticket (each marked with
 * the ticket it came from, its attachments shown through the original) and the CCs it lacks added.
 */
import type { Schema } from '../../../shared/operation-io.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';
import type { Handler } from '../../platform/handler.ts';
import { idOf, scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordView } from '../../platform/resources/record-view.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';
import { takeTransitionIn } from '../../platform/workflow/take-transition.ts';
import { HelpdeskError, caller, ticketInReach, tickets, ticketWorkflow } from './common.ts';

export const mergeTicket: Handler<'mergeTicket'> = async (request) => {
  const user = caller(request);
  const { merged_to: target, version, ...input } = request.body;
  const { db } = request.server;
  const id = idOf(request);
  const row = await db.transaction(async (tx) => {
    await takeTransitionIn(tx, ticketWorkflow(), {
      id, where: scopeWhere(request, tickets()), userId: user.id, hooks: request.server.modules.transitionHooks, request,
      event: { type: 'merge', role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null, ...input },
      ...(version === undefined ? {} : { version }),
    });
    // The surviving ticket: another one the caller reaches, not merged itself.
    const survivor = target === id ? undefined : await ticketInReach(tx, request, target).catch(() => undefined);
    if (!survivor || Number(survivor.data.status) === 5) throw new HelpdeskError(400, 'merge_target', undefined, 'merged_to');
    const { rows } = await tx.query<RecordRow>(
      `UPDATE helpdesk_ticket_records SET data = data || jsonb_build_object('merged_to', $2::bigint) WHERE id = $1 RETURNING *`,
      [id, target],
    );
    await tx.query(
      `INSERT INTO helpdesk_followups (ticket_id, author_id, comment, public, event, new_status, time_spent, changes, merged_from, copied_from, created_at, updated_at)
       SELECT $2, author_id, comment, public, event, new_status, time_spent, changes, $1, coalesce(copied_from, id), created_at, updated_at
         FROM helpdesk_followups WHERE ticket_id = $1 ORDER BY id`,
      [id, target],
    );
    await tx.query(
      `INSERT INTO helpdesk_ticket_ccs (ticket_id, user_id, email, can_view, can_update, created_by)
       SELECT $2, user_id, email, can_view, can_update, created_by FROM helpdesk_ticket_ccs WHERE ticket_id = $1 ORDER BY id
       ON CONFLICT DO NOTHING`,
      [id, target],
    );
    return rows[0]!;
  });
  kickOutbox(request.server);
  return recordView<Schema<'HelpdeskTicket'>>(db, tickets(), row, request.language);
};
