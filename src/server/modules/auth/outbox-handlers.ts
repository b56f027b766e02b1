/** The admins' window on the outbox: every e-mail and SMS the portal wrote, rendered, credentials masked. */
import { render } from '../../platform/outbox/delivery.ts';
import { outboxRepository } from '../../platform/outbox/outbox-repository.ts';
import { isDevViewer, maskedParams } from '../../platform/outbox/outbox-secrets.ts';
import type { Handlers } from '../../platform/handler.ts';

export const outboxHandlers: Handlers = {
  /** One page of outbox messages, newest first, with subject and text in their language. */
  async listOutbox(request) {
    const { limit = 15, offset = 0 } = request.query;
    const { count, results } = await outboxRepository(request.server.db).list(limit, offset);
    return {
      count,
      results: results.map((row) => ({
        id: row.id, channel: row.channel, recipient: row.recipient,
        // Credentials never in full, except where this list is the development delivery (outbox-secrets.ts).
        ...render(isDevViewer(request.server, row.channel) ? row : { ...row, params: maskedParams(row.params) }, request.server.config.publicUrl),
        created_at: row.created_at, sent_at: row.sent_at, last_error: row.last_error,
      })),
    };
  },
};
