/** The outbox: e-mails and SMS written in the same transaction as the action that sends them. */
import type { Queryable } from '../../db/database.ts';
import { REDACTED, SECRET_PARAMS } from './outbox-secrets.ts';

/** A message to send; `template` is a locale key prefix (`auth.mail.reset`), `params` fill it in. */
export type OutboxMessage = { channel: 'email' | 'sms'; recipient: string; template: string; params: Record<string, string>; language: string };

/** An outbox row as admins see it. */
export type OutboxRow = OutboxMessage & { id: number; created_at: string; sent_at: string | null; attempts: number; last_error: string | null; locked_until?: unknown; next_attempt_at?: unknown };

/** After this many failed attempts a message stays unsent (admins see it and its last error in `outbox/`). */
export const MAX_ATTEMPTS = 8;

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
    /** Queues several messages in one statement (a workflow step telling a thousand people). */
    async addMany(messages: OutboxMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await q.query(
        `INSERT INTO outbox (channel, recipient, template, params, language)
         SELECT channel, recipient, template, params, language
           FROM jsonb_to_recordset($1::jsonb) AS m(channel text, recipient text, template text, params jsonb, language text)`,
        [JSON.stringify(messages)],
      );
    },
    /**
     * Claims the oldest due message for `leaseMs` (counting the attempt): no other worker takes it
     * meanwhile, and one that dies holding it leaves it to the next worker once the lease ends.
     */
    async claimNext(leaseMs: number): Promise<OutboxRow | undefined> {
      const { rows } = await q.query<OutboxRow>(
        `UPDATE outbox SET locked_until = now() + $1 * interval '1 millisecond', attempts = attempts + 1
          WHERE id = (SELECT id FROM outbox
                       WHERE sent_at IS NULL AND attempts < $2 AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
                       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [leaseMs, MAX_ATTEMPTS],
      );
      return rows[0] && normalise(rows[0]);
    },
    async list(limit: number, offset: number): Promise<{ count: number; results: OutboxRow[] }> {
      const { rows } = await q.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1 OFFSET $2', [limit, offset]);
      const total = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox');
      return { count: total.rows[0]!.count, results: rows.map(normalise) };
    },
    /** Marks a message sent; `redact` replaces its secret params (outbox-secrets.ts) so the row keeps no credential. */
    async markSent(id: number, redact = false): Promise<void> {
      await q.query(
        `UPDATE outbox SET sent_at = now(), locked_until = NULL,
                params = CASE WHEN $2 THEN (SELECT coalesce(jsonb_object_agg(key, CASE WHEN key = ANY($3::text[]) THEN to_jsonb($4::text) ELSE value END), '{}'::jsonb)
                                             FROM jsonb_each(params)) ELSE params END
          WHERE id = $1`,
        [id, redact, [...SECRET_PARAMS], REDACTED],
      );
    },
    /** A failed attempt: retried after `retryMs` doubled per earlier attempt, at most an hour later. */
    async markFailed(id: number, error: string, retryMs: number): Promise<void> {
      await q.query(
        `UPDATE outbox SET last_error = $2, locked_until = NULL,
                next_attempt_at = now() + least($3 * power(2, greatest(attempts - 1, 0)), 3600000) * interval '1 millisecond'
          WHERE id = $1`,
        [id, error.slice(0, 500), retryMs],
      );
    },
  };
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function normalise(row: OutboxRow): OutboxRow {
  return { ...row, id: Number(row.id), created_at: iso(row.created_at)!, sent_at: iso(row.sent_at) };
}
