/**
 * `DELETE helpdesk/attachments/{id}/`: an attachment of a ticket, or of one of its follow-ups, deleted by
 * its uploader or the ministry on a ticket the caller reaches (a private follow-up's by the ministry only).
 */
import { OutOfScope, notFound } from '../../platform/errors.ts';
import { deleteBytes } from '../../platform/files/delete-bytes.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import type { Handler } from '../../platform/handler.ts';
import { idOf } from '../../platform/resources/read-handlers.ts';
import { HelpdeskError, caller, isMinistry, ticketInReach } from './common.ts';

export const deleteTicketAttachment: Handler<'deleteTicketAttachment'> = async (request) => {
  const user = caller(request);
  const ministry = isMinistry(user.user_type);
  const id = idOf(request);
  const keys = await request.server.db.transaction(async (tx) => {
    const file = await filesRepository(tx).find(id);
    if (!file || (file.owner_entity !== 'helpdesk-ticket' && file.owner_entity !== 'helpdesk-followup')) throw notFound();
    const uploader = Number(file.created_by) === user.id;
    if (file.owner_id === null) {
      // An upload not yet attached is its uploader's alone.
      if (!uploader) throw notFound();
    } else if (file.owner_entity === 'helpdesk-ticket') {
      await ticketInReach(tx, request, Number(file.owner_id));
    } else {
      const { rows } = await tx.query<{ ticket_id: string; public: boolean }>('SELECT ticket_id, public FROM helpdesk_followups WHERE id = $1', [file.owner_id]);
      if (!rows[0]) throw notFound();
      await ticketInReach(tx, request, Number(rows[0].ticket_id));
      if (!ministry && !rows[0].public) throw new OutOfScope();
    }
    if (!ministry && !uploader) throw new HelpdeskError(403, 'attachment_uploader');
    return filesRepository(tx).remove([id]);
  });
  await deleteBytes(request.server.storage, keys, request.log);
  return { id };
};
