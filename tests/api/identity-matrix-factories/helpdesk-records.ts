/**
 * Helpdesk records the matrix reaches through a ticket (issue 16): a ticket's CC list, dependencies and
 * follow-ups (`{id}` the ticket, and `cc_id` or `dependency_id`), a follow-up (`{id}` the follow-up,
 * written by the caller on a ticket its scope reaches or not) and a follow-up's attachment.
 */
import { filesRepository } from '../../../src/server/platform/files/files-repository.ts';
import { storeFile } from '../../../src/server/platform/files/store-file.ts';
import { sampleUpload } from './file-records.ts';
import type { RecordFactory } from './record-shape.ts';
import { resourceFactory } from './resource-records.ts';

/** An opened ticket the scope reaches (own) or not (other). */
export const ticketFactory: RecordFactory = resourceFactory('helpdesk-ticket', { status: 1 });

/** A ticket with one CC; calls name it as `cc_id`. */
export const ticketCcFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const ticket = await ticketFactory(ctx, conditions, caller, kind, someoneElse);
  if (!ticket) return undefined;
  const { rows } = await ctx.t.db.query<{ id: string }>(`INSERT INTO helpdesk_ticket_ccs (ticket_id, email) VALUES ($1, 'matrix@example.org') RETURNING id`, [ticket.id]);
  return { ...ticket, request: { params: { cc_id: Number(rows[0]!.id) } } };
};

/** A ticket depending on another; calls name that one as `dependency_id`. */
export const ticketDependencyFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const ticket = await ticketFactory(ctx, conditions, caller, kind, someoneElse);
  if (!ticket) return undefined;
  const { rows } = await ctx.t.db.query<{ id: string }>(`INSERT INTO helpdesk_ticket_records (data) VALUES ($1::jsonb) RETURNING id`, [JSON.stringify(ticket.data)]);
  await ctx.t.db.query('INSERT INTO helpdesk_ticket_dependencies (ticket_id, depends_on) VALUES ($1, $2)', [ticket.id, rows[0]!.id]);
  return { ...ticket, request: { params: { dependency_id: Number(rows[0]!.id) } } };
};

/** A public follow-up by the caller (own) or someone else (other) on a ticket made the same way. */
export const followupFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const ticket = await ticketFactory(ctx, conditions, caller, kind, someoneElse);
  if (!ticket) return undefined;
  const { rows } = await ctx.t.db.query<{ id: string }>(`INSERT INTO helpdesk_followups (ticket_id, author_id, comment) VALUES ($1, $2, 'Matrix') RETURNING id`, [
    ticket.id,
    kind === 'own' ? caller.id : someoneElse,
  ]);
  return { id: Number(rows[0]!.id), data: {} };
};

/** A PDF attached to such a follow-up. */
export const followupFileFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const followup = await followupFactory(ctx, conditions, caller, kind, someoneElse);
  if (!followup) return undefined;
  const part = sampleUpload(['pdf']);
  const row = await storeFile(ctx.t.db, ctx.t.storage, { ownerEntity: 'helpdesk-followup', field: 'attachments', name: part.name, contentType: part.type, createdBy: caller.id, bytes: part.bytes });
  await filesRepository(ctx.t.db).attach([Number(row.id)], followup.id);
  return { id: Number(row.id), data: {} };
};
