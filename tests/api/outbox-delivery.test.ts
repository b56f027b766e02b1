/**
 * The outbox's delivery worker against a real SMTP server on 127.0.0.1: a workflow step's e-mails
 * arrive in each recipient's language with a link into the portal; a failure is retried later; and
 * a server killed in the middle of a batch (SIGKILL, on PostgreSQL, where a second process can
 * share the database) sends nothing twice once it is started again.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../src/server/platform/outbox/delivery.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, testDatabaseKind, type TestApp } from './harness.ts';
import { safeTravelBody } from './safe-travel-example.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://portal.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Decodes a quoted-printable or base64 body part well enough to read its text. */
function textOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const subjectOf = (raw: string) => {
  const encoded = /^Subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return encoded.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
};

describe('delivering the outbox over SMTP', () => {
  it('sends a step\'s e-mails in each recipient\'s language with a link to the record\'s page', async () => {
    // The ministry's administrator uses the portal in English, its staff in Arabic (the default).
    await t.db.query("UPDATE users SET language = 'en' WHERE username = 'admin'");
    const le = await t.login('kuwaiti');
    const staff = await t.login('staff');
    const created = await t.call('POST', '/safe-travel/', { token: le, body: safeTravelBody() });
    const id = created.json().id as number;
    expect((await t.call('POST', `/safe-travel/${id}/remark/`, { token: staff, body: { comment: 'Hotel?' } })).statusCode).toBe(200);
    expect((await t.call('POST', `/safe-travel/${id}/reply/`, { token: le, body: { comment: 'Added' } })).statusCode).toBe(200);
    // The step started a delivery run of its own; this one sends whatever that run left.
    const link = `https://portal.example/portal/safe_travel/item/${id}`;
    const mails = () => smtp.received.filter((m) => textOf(m.raw).includes(link));
    for (let round = 0; round < 50 && mails().length < 4; round += 1) {
      await deliverOutbox(t.app);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const to = (address: string) => mails().find((m) => m.to.includes(address))!;
    const english = to('admin@portal.example');
    const arabic = to('staff@portal.example');
    expect(english && arabic, JSON.stringify(mails().map((m) => m.to))).toBeTruthy();
    expect(subjectOf(english.raw)).toMatch(/^Safe travel notification: /);
    expect(subjectOf(arabic.raw)).toMatch(/^إشعار سفر آمن: /);
    // The remark told the local entity's two users, the reply the ministry's two: one e-mail each.
    expect(mails().flatMap((m) => m.to).sort()).toEqual(['admin@portal.example', 'ftstaff@portal.example', 'kuwaiti@portal.example', 'staff@portal.example']);
    // The step's own run may have handed a mail to SMTP and not yet marked it sent: every row is marked soon after.
    const unsent = async () => (await t.db.query<{ unsent: number }>("SELECT count(*)::int AS unsent FROM outbox WHERE template = 'notifications.mail' AND sent_at IS NULL")).rows[0]!.unsent;
    await expect.poll(unsent, { timeout: 10_000 }).toBe(0);
  });

  it('keeps a message the server refused and sends it on a later round, once it is due', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO outbox (channel, recipient, template, params, language) VALUES ('email', 'retry@portal.example', 'notifications.mail', $1::jsonb, 'en') RETURNING id",
      [JSON.stringify({ name: 'R', record: 'X', event: 'E', workflow: 'W', path: '/portal/overview' })],
    );
    const id = Number(rows[0]!.id);
    smtp.beforeAccept = async (message) => !message.to.includes('retry@portal.example');
    await deliverOutbox(t.app);
    smtp.beforeAccept = undefined;
    const failed = (await t.db.query<{ attempts: number; last_error: string; sent_at: unknown; due: boolean }>('SELECT attempts, last_error, sent_at, next_attempt_at > now() AS due FROM outbox WHERE id = $1', [id])).rows[0]!;
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, due: true });
    expect(failed.last_error).toBeTruthy();
    await deliverOutbox(t.app); // not due yet: nothing happens
    expect(smtp.received.some((m) => m.to.includes('retry@portal.example'))).toBe(false);
    await t.db.query('UPDATE outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    await deliverOutbox(t.app);
    expect(smtp.received.filter((m) => m.to.includes('retry@portal.example'))).toHaveLength(1);
  });

  it.skipIf(testDatabaseKind !== 'postgres')('sends nothing twice when the server is killed in the middle of a batch and started again', { timeout: 600_000 }, async () => {
    const sink = await startSmtpSink();
    const root = join(import.meta.dirname, '..', '..');
    const count = 30;
    const recipients = Array.from({ length: count }, (_, i) => `kill-${i}@portal.example`);
    for (const recipient of recipients) {
      await t.db.query("INSERT INTO outbox (channel, recipient, template, params, language) VALUES ('email', $1, 'notifications.mail', $2::jsonb, 'ar')", [
        recipient,
        JSON.stringify({ name: 'N', record: 'R', event: 'E', workflow: 'W', path: '/portal/overview' }),
      ]);
    }
    const env = { SERVER_DATABASE_URL: t.databaseUrl!, SMTP_URL: sink.url, OUTBOX_SECONDS: '1', OUTBOX_LEASE_SECONDS: '2', OUTBOX_RETRY_SECONDS: '1' };
    let server: RunningServer | undefined;
    let killed: Promise<void> | undefined;
    // The tenth message of the batch kills the server before the SMTP server accepts it.
    sink.beforeAccept = async (message) => {
      const ours = recipients.some((r) => message.to.includes(r));
      if (!ours || killed || sink.received.filter((m) => recipients.some((r) => m.to.includes(r))).length < 9) return true;
      killed = server!.kill();
      await killed;
      return false;
    };
    try {
      server = await startServer({ root, dataDir: join(root, '.tmp', `outbox-kill-${process.pid}`), env });
      const ours = () => sink.received.filter((m) => recipients.some((r) => m.to.includes(r)));
      const until = async (done: () => boolean, what: string) => {
        const deadline = Date.now() + 240_000;
        while (!done()) {
          if (Date.now() > deadline) throw new Error(`${what}: ${ours().length} of ${count} received`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      await until(() => killed !== undefined, 'the server was not killed');
      await killed;
      expect(ours()).toHaveLength(9);
      server = await startServer({ root, dataDir: join(root, '.tmp', `outbox-kill-${process.pid}`), env });
      await until(() => ours().length >= count, 'not every message arrived after the restart');
      await new Promise((resolve) => setTimeout(resolve, 1500)); // one more round: nothing else may come
      const ids = ours().map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(count);
      const unsent = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE 'kill-%' AND sent_at IS NULL");
      expect(unsent.rows[0]!.n).toBe(0);
    } finally {
      await server?.stop();
      await sink.close();
    }
  });
});
