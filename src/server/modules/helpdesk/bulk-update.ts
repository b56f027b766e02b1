/**
 * bulk-update/: the ministry changes a status, a priority, a queue or an assignee on many tickets in one
 * transaction. A status is reached through the workflow step leading there from each ticket's state
 * (the state log records it); field changes must be ones the workflow lets the caller edit in the
 * ticket's state, and each is logged as a follow-up listing the changes. Any ticket refused refuses all,
 * named by its number.
 */
import { stateOfCode } from '../../../shared/workflow/decide.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';
import { ApiError, fieldError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordViews } from '../../platform/resources/record-view.ts';
import { recordsRepository, type RecordRow } from '../../platform/resources/records-repository.ts';
import { referencedExists } from '../../platform/resources/reference-keys.ts';
import { takeTransitionIn } from '../../platform/workflow/take-transition.ts';
import { HelpdeskError, caller, tickets, ticketWorkflow } from './common.ts';
import { copyQueueCcs, namesOf } from './tickets.ts';

const FIELDS = ['priority', 'queue', 'assigned_to'] as const;

export const bulkUpdateTickets: Handler<'bulkUpdateTickets'> = async (request) => {
  const user = caller(request);
  const body = request.body;
  const wanted = Object.fromEntries(FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));
  if (!Object.keys(wanted).length && body.status === undefined) throw new HelpdeskError(400, 'bulk_nothing');
  const workflow = ticketWorkflow();
  const { definition } = workflow;
  const entity = tickets();
  const { db } = request.server;
  const rows = await db.transaction(async (tx) => {
    if (wanted.queue !== undefined && !(await referencedExists(tx, 'helpdesk-queue', wanted.queue))) throw fieldError('invalid_choice', 'queue');
    const names = await namesOf(tx, wanted);
    const done: RecordRow[] = [];
    for (const id of [...body.ids].sort((a, b) => a - b)) {
      const refused = (why?: unknown) => {
        if (why !== undefined && !(why instanceof ApiError)) throw why;
        return new HelpdeskError(400, 'bulk_refused', { id }, 'ids');
      };
      const current = await recordsRepository(tx, entity).find(id, scopeWhere(request, entity), true);
      if (!current) throw new HelpdeskError(400, 'bulk_not_found', { id }, 'ids');
      const state = stateOfCode(definition, current.data.status);
      const changes = Object.entries(wanted).filter(([field, value]) => current.data[field] !== value);
      if (changes.length) {
        const allowed = editableFields(definition, state, user.user_type, user.ft_department);
        if (changes.some(([field]) => !allowed.includes(field))) throw refused();
        const patch = { ...Object.fromEntries(changes), ...(wanted.assigned_to !== undefined ? names : {}) };
        await tx.query(`UPDATE ${entity.table} SET data = data || $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1`, [id, JSON.stringify(patch)]);
        if (wanted.queue !== undefined && wanted.queue !== current.data.queue) await copyQueueCcs(tx, id, wanted.queue, user.id);
        await tx.query(
          `INSERT INTO helpdesk_followups (ticket_id, author_id, comment, public, changes) VALUES ($1, $2, $3, true, $4::jsonb)`,
          [id, user.id, body.comment?.trim() || null, JSON.stringify(changes.map(([field, value]) => ({ field, old: current.data[field] ?? null, new: value })))],
        );
      }
      if (body.status !== undefined && Number(current.data.status) !== body.status) {
        const target = definition.states.find((s) => Number(s.code) === body.status)?.name;
        const edge = definition.transitions.find((t) => t.from === state && t.to === target && !t.after && t.userTypes.includes(user.user_type));
        if (!edge) throw refused();
        await takeTransitionIn(tx, workflow, {
          id, where: scopeWhere(request, entity), userId: user.id, hooks: request.server.modules.transitionHooks, request,
          event: { type: edge.event, role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null, ...(body.comment ? { comment: body.comment } : {}) },
        }).catch((why: unknown) => {
          throw refused(why);
        });
      }
      done.push((await tx.query<RecordRow>(`SELECT * FROM ${entity.table} WHERE id = $1`, [id])).rows[0]!);
    }
    return done;
  });
  kickOutbox(request.server);
  const results = await recordViews(db, entity, rows, request.language);
  return { count: results.length, results } as never;
};
