/**
 * A ticket's server-owned fields and references the runtime cannot check alone: the owner (the reporter,
 * stamped on create), the assignee (an active ministry user) and the KB item (a references-library
 * document), each kept with its name so every answer and list shows names; a queue's default CC list
 * copied onto a new ticket and onto one moved into the queue; a deleted ticket's follow-up files.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';
import { HelpdeskError, caller, isMinistry } from './common.ts';

/** Adds the queue's default CCs to the ticket (an e-mail already on the list is not repeated). */
export async function copyQueueCcs(tx: Queryable, ticketId: number, queue: unknown, createdBy: number | null): Promise<void> {
  if (typeof queue !== 'string') return;
  await tx.query(
    `INSERT INTO helpdesk_ticket_ccs (ticket_id, email, can_view, can_update, created_by)
     SELECT $1, e.email, true, false, $3
       FROM helpdesk_queue_records q, jsonb_array_elements_text(coalesce(q.data->'default_cc', '[]'::jsonb)) AS e(email)
      WHERE q.data->>'slug' = $2
     ON CONFLICT DO NOTHING`,
    [ticketId, queue, createdBy],
  );
}

/** The assignee's and KB item's names, refusing an assignee who is no active ministry user and a KB item that does not exist. */
export async function namesOf(tx: Queryable, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const derived: Record<string, unknown> = {};
  if (data.assigned_to !== undefined && data.assigned_to !== null) {
    const { rows } = await tx.query<{ name: string | null; username: string; user_type: string }>(
      'SELECT name, username, user_type FROM users WHERE id = $1 AND is_active AND locked_at IS NULL',
      [data.assigned_to],
    );
    const user = rows[0];
    if (!user || !isMinistry(user.user_type)) throw new HelpdeskError(400, 'assignee', undefined, 'assigned_to');
    derived.assigned_to_name = user.name || user.username;
  }
  if (data.kb_item !== undefined && data.kb_item !== null) {
    const { rows } = await tx.query<{ title: string | null }>(`SELECT data->>'title' AS title FROM reference_records WHERE id = $1`, [data.kb_item]);
    if (!rows[0]) throw new HelpdeskError(400, 'kb_item', undefined, 'kb_item');
    derived.kb_item_name = rows[0].title ?? '';
  }
  return derived;
}

const derive = (tx: Queryable, data: Record<string, unknown>, _request: FastifyRequest, current?: RecordRow) =>
  namesOf(tx, data).then(async (names) => {
    // A ticket moved into another queue (x-state-edit runs derive with the stored record) gets that queue's CCs.
    if (current && data.queue !== current.data.queue) await copyQueueCcs(tx, Number(current.id), data.queue, null);
    return names;
  });

export const ticketResourceHooks: ResourceHookMap = {
  createTicket: {
    // The reporter is the owner, by id and by name as it was when the ticket was opened.
    beforeCreate: (data, user) => ({ ...data, owner: user.id, owner_name: user.name || user.username }),
    derive,
    afterWrite: async (tx, change, request) => {
      if (change.action === 'create') await copyQueueCcs(tx, change.id, change.after?.queue, caller(request).id);
    },
  },
  updateTicket: { derive },
  patchTicket: { derive },
  deleteTicket: {
    // Follow-up attachments are files of the follow-ups (cascaded with the ticket): their rows go too; the sweep takes the bytes.
    beforeDelete: async (tx, row) => {
      await tx.query(
        `DELETE FROM files WHERE owner_entity = 'helpdesk-followup' AND owner_id IN (SELECT id FROM helpdesk_followups WHERE ticket_id = $1)`,
        [row.id],
      );
    },
  },
};
