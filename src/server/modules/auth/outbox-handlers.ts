/** The admins' window on the outbox: every e-mail and SMS the portal wrote, rendered. */
import { render } from '../../platform/outbox/delivery.ts';
import { outboxRepository } from '../../platform/outbox/outbox-repository.ts';
import type { Handlers } from '../../platform/handler.ts';

export const outboxHandlers: Handlers = {
  /** One page of outbox messages, newest first, with subject and text in their language. */
  async listOutbox(request) {
    const { limit = 15, offset = 0 } = request.query;
    const { count, results } = await outboxRepository(request.server.db).list(limit, offset);
    return {
      count,
      results: results.map((row) => ({
        id: row.id, channel: row.channel, recipient: row.recipient, ...render(row, request.server.config.publicUrl),
        created_at: row.created_at, sent_at: row.sent_at, last_error: row.last_error,
      })),
    };
  },
};
