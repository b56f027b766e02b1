/**
 * A ticket's CC list (helpdesk/tickets/{id}/cc/): portal users or e-mails, each with django-helpdesk's
 * `can_view` and `can_update`. The people on it get an e-mail of each step whose `notify:` tells
 * someone (the workflow's effect `mailTicketCcs`) and of each public follow-up, through the outbox.
 */
import { routes } from '../../../../generated/screens/routes.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { outboxRepository } from '../../platform/outbox/outbox-repository.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';
import { idOf } from '../../platform/resources/read-handlers.ts';
import type { TransitionEffect } from '../../platform/workflow/transition-hooks.ts';
import { HelpdeskError, caller, ticketInReach } from './common.ts';

type CcRow = { id: string; ticket_id: string; user_id: string | null; user_name: string | null; username: string | null; email: string | null; can_view: boolean; can_update: boolean; created_at: string | Date };

const ccView = (row: CcRow) => ({
  id: Number(row.id),
  ticket: Number(row.ticket_id),
  user: row.user_id === null ? null : Number(row.user_id),
  name: row.user_name || row.username || row.email || '',
  email: row.email,
  can_view: row.can_view,
  can_update: row.can_update,
  created: new Date(row.created_at).toISOString(),
});

const CC_SELECT = `SELECT c.id, c.ticket_id, c.user_id, u.name AS user_name, u.username, c.email, c.can_view, c.can_update, c.created_at
                     FROM helpdesk_ticket_ccs c LEFT JOIN users u ON u.id = c.user_id`;

export async function ccsOf(q: Queryable, ticketId: number) {
  const { rows } = await q.query<CcRow>(`${CC_SELECT} WHERE c.ticket_id = $1 ORDER BY c.id`, [ticketId]);
  return rows.map(ccView);
}

export const listTicketCcs: Handler<'listTicketCcs'> = async (request) => {
  const ticket = await ticketInReach(request.server.db, request, idOf(request));
  return ccsOf(request.server.db, Number(ticket.id));
};

export const addTicketCc: Handler<'addTicketCc'> = async (request, reply) => {
  const { email, user, can_view = true, can_update = false } = request.body;
  if ((email === undefined) === (user === undefined)) throw new HelpdeskError(400, 'cc_one', undefined, email === undefined ? 'email' : 'user');
  const created = await request.server.db.transaction(async (tx) => {
    const ticket = await ticketInReach(tx, request, idOf(request), true);
    if (user !== undefined) {
      const { rows } = await tx.query('SELECT 1 FROM users WHERE id = $1 AND is_active', [user]);
      if (!rows.length) throw new HelpdeskError(400, 'cc_user', undefined, 'user');
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO helpdesk_ticket_ccs (ticket_id, user_id, email, can_view, can_update, created_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING id`,
      [ticket.id, user ?? null, email?.trim() ?? null, can_view, can_update, caller(request).id],
    );
    if (!rows.length) throw fieldError('repeated', email === undefined ? 'user' : 'email');
    const found = await tx.query<CcRow>(`${CC_SELECT} WHERE c.id = $1`, [rows[0]!.id]);
    return ccView(found.rows[0]!);
  });
  reply.code(201);
  return created;
};

export const deleteTicketCc: Handler<'deleteTicketCc'> = async (request) => {
  const ccId = Number(request.params.cc_id);
  return request.server.db.transaction(async (tx) => {
    const ticket = await ticketInReach(tx, request, idOf(request));
    const { rows } = await tx.query('DELETE FROM helpdesk_ticket_ccs WHERE id = $1 AND ticket_id = $2 RETURNING id', [ccId, ticket.id]);
    if (!rows.length) throw notFound();
    return { id: ccId };
  });
};

/**
 * Queues one e-mail per person on the ticket's CC list (not the actor): a user in the language they
 * last used, an e-mail address in Arabic, the portal's default. `event` is the text's locale key.
 */
export async function mailCcs(tx: Queryable, ticket: RecordRow, eventKey: string, actorId: number | null): Promise<number> {
  const { rows } = await tx.query<{ email: string | null; name: string | null; language: Language | null }>(
    `SELECT coalesce(u.email, c.email) AS email, coalesce(nullif(u.name, ''), u.username, c.email) AS name, u.language
       FROM helpdesk_ticket_ccs c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.ticket_id = $1 AND (c.user_id IS NULL OR (u.is_active AND c.user_id IS DISTINCT FROM $2))`,
    [ticket.id, actorId],
  );
  const page = routes.find((r) => r.name === 'helpdesk.item')!;
  const path = `/portal/${page.path.replace(':id', String(ticket.id))}`;
  const messages = rows
    .filter((row) => row.email)
    .map((row) => {
      const language: Language = row.language === 'en' ? 'en' : 'ar';
      const title = typeof ticket.data.title === 'string' && ticket.data.title ? ticket.data.title : translate(language, 'common.record_number', { number: String(ticket.id) });
      return {
        channel: 'email' as const,
        recipient: row.email!,
        template: 'notifications.mail',
        language,
        params: { name: row.name ?? row.email!, record: title, event: translate(language, eventKey), workflow: translate(language, 'notifications.workflows.helpdesk_ticket'), path },
      };
    });
  await outboxRepository(tx).addMany(messages);
  return messages.length;
}

/** The workflow's effect: the step's e-mail to the CC list (spec/workflows/helpdesk-ticket.yaml). */
export const mailTicketCcs: TransitionEffect = async ({ tx, record, event }) => {
  // The transition handler kicks the outbox after the commit.
  await mailCcs(tx, record, `workflows.helpdesk_ticket.events.${event.type}`, event.userId ?? null);
};
