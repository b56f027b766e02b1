/**
 * Follow-ups (django-helpdesk's FollowUp): a comment on a ticket, public or private (the ministry's
 * only: never sent to anyone else, nor their attachments), with the time spent, attachments and
 * optionally a workflow step taken with it. `followups/` answers the timeline: the steps of the state
 * log and the follow-ups, oldest first. Edited (POST) and deleted by their author or the ministry.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { refuseReadOnlyChanges } from '../../platform/access/read-only-fields.ts';
import { OutOfScope, fieldError, notFound } from '../../platform/errors.ts';
import { sendFile } from '../../platform/files/download-handler.ts';
import { deleteBytes } from '../../platform/files/delete-bytes.ts';
import { fileView } from '../../platform/files/file-view.ts';
import { filesRepository, type FileRow } from '../../platform/files/files-repository.ts';
import type { Handler } from '../../platform/handler.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';
import { idOf, scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { takeTransitionIn } from '../../platform/workflow/take-transition.ts';
import { mailCcs } from './ccs.ts';
import { HelpdeskError, caller, isMinistry, ticketInReach, tickets, ticketWorkflow } from './common.ts';

export type FollowupRow = {
  id: string; ticket_id: string; author_id: string | null; author_name: string | null; comment: string | null; public: boolean;
  event: string | null; new_status: number | null; state_log_id: string | null; time_spent: number | null; changes: unknown;
  merged_from: string | null; copied_from: string | null; created_at: string | Date; updated_at: string | Date;
};

const FOLLOWUP_SELECT = `SELECT f.*, coalesce(nullif(u.name, ''), u.username) AS author_name FROM helpdesk_followups f LEFT JOIN users u ON u.id = f.author_id`;
const DOWNLOAD = 'downloadFollowupAttachment';

const iso = (value: string | Date) => new Date(value).toISOString();

/** Attachments of follow-ups by follow-up id (a copy shows its original's). */
async function attachmentsOf(q: Queryable, rows: FollowupRow[]): Promise<Map<number, ReturnType<typeof fileView>[]>> {
  const owners = [...new Set(rows.map((row) => Number(row.copied_from ?? row.id)))];
  const files = owners.length ? await filesRepository(q).ofOwners('helpdesk-followup', owners) : [];
  return new Map(rows.map((row) => [Number(row.id), files.filter((f) => Number(f.owner_id) === Number(row.copied_from ?? row.id)).map((f) => fileView(f, DOWNLOAD))]));
}

export async function followupViews(q: Queryable, rows: FollowupRow[]) {
  const files = await attachmentsOf(q, rows);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: 'followup' as const,
    ticket: Number(row.ticket_id),
    author: row.author_id === null ? null : Number(row.author_id),
    author_name: row.author_name,
    comment: row.comment,
    public: row.public,
    event: row.event,
    new_status: row.new_status === null ? null : Number(row.new_status),
    time_spent: row.time_spent === null ? null : Number(row.time_spent),
    changes: (Array.isArray(row.changes) ? row.changes : []) as Array<{ field: string; old?: unknown; new?: unknown }>,
    attachments: files.get(Number(row.id)) ?? [],
    merged_from: row.merged_from === null ? null : Number(row.merged_from),
    created: iso(row.created_at),
    updated: iso(row.updated_at),
  }));
}

/** The timeline of a ticket the caller reaches: private follow-ups only for the ministry. */
export const listTicketFollowups: Handler<'listTicketFollowups'> = async (request) => {
  const db = request.server.db;
  const ticket = await ticketInReach(db, request, idOf(request));
  const ministry = isMinistry(caller(request).user_type);
  const { rows } = await db.query<FollowupRow>(`${FOLLOWUP_SELECT} WHERE f.ticket_id = $1 ${ministry ? '' : 'AND f.public'} ORDER BY f.created_at, f.id`, [ticket.id]);
  const followups = await followupViews(db, rows);
  // Steps a visible follow-up took are shown by it; the others (a private one's included: its step carries no comment) as steps.
  const shown = new Set(rows.map((row) => row.state_log_id).filter((id) => id !== null).map(Number));
  const { rows: logs } = await db.query<{ id: string; user_id: string | null; user_name: string | null; event: string; to_state: string; comment: string | null; attachment_file_id: string | null; created_at: string | Date }>(
    `SELECT l.id, l.user_id, coalesce(nullif(u.name, ''), u.username) AS user_name, l.event, l.to_state, l.comment, l.attachment_file_id, l.created_at
       FROM state_logs l LEFT JOIN users u ON u.id = l.user_id WHERE l.workflow = 'helpdesk-ticket' AND l.record_id = $1 ORDER BY l.id`,
    [ticket.id],
  );
  const stepFiles = await filesRepository(db).ofOwners('helpdesk-ticket', [Number(ticket.id)]);
  const { definition } = ticketWorkflow();
  const steps = logs
    .filter((log) => !shown.has(Number(log.id)))
    .map((log) => {
      const file = stepFiles.find((f) => log.attachment_file_id !== null && Number(f.id) === Number(log.attachment_file_id));
      return {
        id: Number(log.id), kind: 'step' as const, ticket: Number(ticket.id),
        author: log.user_id === null ? null : Number(log.user_id), author_name: log.user_name, comment: log.comment, public: true,
        event: log.event, new_status: Number(definition.states.find((s) => s.name === log.to_state)?.code ?? 0), time_spent: null, changes: [],
        attachments: file ? [fileView(file, 'downloadTicketAttachment')] : [], merged_from: null, created: iso(log.created_at), updated: iso(log.created_at),
      };
    });
  return [...steps, ...followups].sort((a, b) => a.created.localeCompare(b.created) || (a.kind === b.kind ? a.id - b.id : a.kind === 'step' ? -1 : 1));
};

/** Makes the caller's unattached uploads for tickets the follow-up's files; `file_not_found` under `attachments` otherwise. */
async function attachUploads(tx: Queryable, followupId: number, ids: number[], userId: number): Promise<void> {
  if (!ids.length) return;
  const { rows } = await tx.query(
    `UPDATE files SET owner_entity = 'helpdesk-followup', owner_id = $1
      WHERE id = ANY($2::bigint[]) AND created_by = $3 AND owner_entity = 'helpdesk-ticket' AND field = 'attachments' AND owner_id IS NULL RETURNING id`,
    [followupId, `{${ids.join(',')}}`, userId],
  );
  if (rows.length !== new Set(ids).size) throw fieldError('file_not_found', 'attachments');
}

export const addTicketFollowup: Handler<'addTicketFollowup'> = async (request, reply) => {
  const user = caller(request);
  // A reporter leaves visibility and time spent to the ministry (`readOnly` of the rule): 403 under the field.
  refuseReadOnlyChanges(request, {});
  const { comment, public: shown = true, time_spent, event, attachments = [] } = request.body;
  const { db } = request.server;
  const added = await db.transaction(async (tx) => {
    let ticket = await ticketInReach(tx, request, idOf(request));
    let stateLogId: number | null = null;
    if (event) {
      // The step, in this transaction: a private follow-up's comment stays off the state log the reporter reads.
      ticket = await takeTransitionIn(tx, ticketWorkflow(), {
        id: Number(ticket.id), where: scopeWhere(request, tickets()), userId: user.id, hooks: request.server.modules.transitionHooks, request,
        event: { type: event, role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null, ...(shown ? { comment } : {}) },
      });
      const { rows } = await tx.query<{ id: string }>(`SELECT max(id) AS id FROM state_logs WHERE workflow = 'helpdesk-ticket' AND record_id = $1`, [ticket.id]);
      stateLogId = rows[0]?.id ? Number(rows[0].id) : null;
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO helpdesk_followups (ticket_id, author_id, comment, public, event, new_status, state_log_id, time_spent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ticket.id, user.id, comment.trim(), shown, event ?? null, event ? Number(ticket.data.status) : null, stateLogId, time_spent ?? null],
    );
    const id = Number(rows[0]!.id);
    await attachUploads(tx, id, attachments.map((a) => a.id), user.id);
    if (shown) await mailCcs(tx, ticket, 'helpdesk.mail.followup', user.id);
    const found = await tx.query<FollowupRow>(`${FOLLOWUP_SELECT} WHERE f.id = $1`, [id]);
    return (await followupViews(tx, found.rows))[0]!;
  });
  kickOutbox(request.server);
  reply.code(201);
  return added;
};

/** The follow-up `id` on a ticket the caller reaches, if the caller may see it and change it (its author or the ministry). */
async function ownFollowup(tx: Queryable, request: FastifyRequest): Promise<FollowupRow> {
  const user = caller(request);
  const { rows } = await tx.query<FollowupRow>(`${FOLLOWUP_SELECT} WHERE f.id = $1 FOR UPDATE OF f`, [idOf(request)]);
  const row = rows[0];
  if (!row) throw notFound();
  await ticketInReach(tx, request, Number(row.ticket_id));
  const ministry = isMinistry(user.user_type);
  if (!ministry && !row.public) throw new OutOfScope();
  if (!ministry && Number(row.author_id) !== user.id) throw new HelpdeskError(403, 'followup_author');
  return row;
}

export const editTicketFollowup: Handler<'editTicketFollowup'> = async (request) => {
  const { comment, public: shown, time_spent } = request.body;
  return request.server.db.transaction(async (tx) => {
    const row = await ownFollowup(tx, request);
    refuseReadOnlyChanges(request, { public: row.public, ...(row.time_spent === null ? {} : { time_spent: Number(row.time_spent) }) });
    await tx.query(
      `UPDATE helpdesk_followups SET comment = coalesce($2, comment), public = coalesce($3, public), time_spent = coalesce($4, time_spent), updated_at = now() WHERE id = $1`,
      [row.id, comment?.trim() ?? null, shown ?? null, time_spent ?? null],
    );
    const found = await tx.query<FollowupRow>(`${FOLLOWUP_SELECT} WHERE f.id = $1`, [row.id]);
    return (await followupViews(tx, found.rows))[0]!;
  });
};

export const deleteTicketFollowup: Handler<'deleteTicketFollowup'> = async (request) => {
  const keys = await request.server.db.transaction(async (tx) => {
    const row = await ownFollowup(tx, request);
    const keys = await filesRepository(tx).removeOfOwner('helpdesk-followup', Number(row.id));
    await tx.query('DELETE FROM helpdesk_followups WHERE id = $1', [row.id]);
    return keys;
  });
  await deleteBytes(request.server.storage, keys, request.log);
  return { id: idOf(request) };
};

/** True when the caller sees a follow-up showing the file (its own or a merge's copy of it). */
async function mayDownload(request: FastifyRequest, file: FileRow): Promise<boolean> {
  const db = request.server.db;
  const ministry = isMinistry(caller(request).user_type);
  const { rows } = await db.query<{ ticket_id: string }>(
    `SELECT ticket_id FROM helpdesk_followups WHERE (id = $1 OR copied_from = $1) ${ministry ? '' : 'AND public'}`,
    [file.owner_id],
  );
  for (const row of rows) if (await recordsRepository(db, tickets()).find(Number(row.ticket_id), scopeWhere(request, tickets()))) return true;
  return false;
}

export const downloadFollowupAttachment: Handler<'downloadFollowupAttachment'> = async (request, reply) => {
  const file = await filesRepository(request.server.db).find(idOf(request));
  if (!file || file.owner_entity !== 'helpdesk-followup' || file.owner_id === null) throw notFound();
  if (!(await mayDownload(request, file))) throw new OutOfScope();
  return sendFile(request, reply, file);
};
