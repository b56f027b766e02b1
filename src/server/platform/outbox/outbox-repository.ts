/** The outbox: e-mails and SMS written in the same transaction as the action that sends them. */
import type { Queryable } from '../../db/database.ts';

/** A message to send; `template` is a locale key prefix (`auth.mail.reset`), `params` fill it in. */
export type OutboxMessage = { channel: 'email' | 'sms'; recipient: string; template: string; params: Record<string, string>; language: string };

/** An outbox row as admins see it. */
export type OutboxRow = OutboxMessage & { id: number; created_at: string; sent_at: string | null; attempts: number; last_error: string | null };

/** Repository over `outbox` for the given connection or transaction. */
export function outboxRepository(q: Queryable) {
  return {
    async add(message: OutboxMessage): Promise<number> {
      const { rows } = await q.query<{ id: string }>(
        'INSERT INTO outbox (channel, recipient, template, params, language) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id',
        [message.channel, message.recipient, message.template, JSON.stringify(message.params), message.language],
      );
      return Number(rows[0]!.id);
    },
    async pending(limit = 20): Promise<OutboxRow[]> {
      const { rows } = await q.query<OutboxRow>('SELECT * FROM outbox WHERE sent_at IS NULL AND attempts < 5 ORDER BY id LIMIT $1', [limit]);
      return rows.map(normalise);
    },
    async list(limit: number, offset: number): Promise<{ count: number; results: OutboxRow[] }> {
      const { rows } = await q.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1 OFFSET $2', [limit, offset]);
      const total = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox');
      return { count: total.rows[0]!.count, results: rows.map(normalise) };
    },
    async markSent(id: number): Promise<void> {
      await q.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [id]);
    },
    async markFailed(id: number, error: string): Promise<void> {
      await q.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
    },
  };
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function normalise(row: OutboxRow): OutboxRow {
  return { ...row, id: Number(row.id), created_at: iso(row.created_at)!, sent_at: iso(row.sent_at) };
}
