/**
 * The outbox's delivery worker. It sends due rows one at a time through a transport — SMTP
 * (nodemailer) when SMTP_URL is set, otherwise the log transport, which only logs that a message is
 * ready (admins read it through `outbox/`) — and marks each row sent as soon as the transport
 * accepted it. Each row is claimed for a lease first, so several instances never send one together;
 * a worker killed mid-batch leaves the rows it sent marked sent and the one it held to the next
 * worker once the lease ends. A failure is retried later and later (`markFailed`).
 * SMS has no gateway yet: it always goes to the log transport (the integration point is `Transport`).
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { runRepeatedly } from '../background/run-repeatedly.ts';
import { translate } from '../i18n.ts';
import { outboxRepository, type OutboxRow } from './outbox-repository.ts';
import { isDevViewer } from './outbox-secrets.ts';

/** Sends one rendered message; throws on failure. `id` names it (the e-mail's Message-ID). */
export type Transport = (message: { id: number; to: string; subject: string; text: string }) => Promise<void>;

/**
 * Subject and body of an outbox row in its language (`<template>.subject`, `<template>.body`). A
 * `path` into the portal becomes `link`, the full address at `publicUrl` (known when it is sent).
 */
export function render(row: Pick<OutboxRow, 'template' | 'params' | 'language'>, publicUrl = ''): { subject: string; text: string } {
  const language = row.language as Language;
  const params = row.params.path === undefined ? row.params : { ...row.params, link: `${publicUrl}${row.params.path}` };
  return { subject: translate(language, `${row.template}.subject`, params), text: translate(language, `${row.template}.body`, params) };
}

const transports = new WeakMap<FastifyInstance, Transport>();

function transportOf(app: FastifyInstance, channel: string): Transport {
  const logged: Transport = async ({ to }) => app.log.info({ to: to.replace(/^(.).*(@.*)$/, '$1***$2') }, 'outbox message kept for admins (no transport)');
  if (channel !== 'email' || !app.config.smtpUrl) return logged;
  let smtp = transports.get(app);
  if (!smtp) {
    // nodemailer (about 40 modules) loads with the first e-mail, not at every start (issue 21, item 4).
    const smtpUrl = app.config.smtpUrl;
    const mailer = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    const host = new URL(app.config.publicUrl).hostname;
    smtp = async ({ id, to, subject, text }) => void (await (await mailer).sendMail({ to, subject, text, from: `no-reply@${host}`, messageId: `<outbox-${id}@${host}>` }));
    transports.set(app, smtp);
  }
  return smtp;
}

/** Sends the due outbox rows, one claim at a time, until none is left; returns how many were sent. */
export async function deliverOutbox(app: FastifyInstance): Promise<number> {
  const outbox = outboxRepository(app.db);
  const { leaseMs, retryMs } = app.config.outbox;
  let sent = 0;
  for (let row = await outbox.claimNext(leaseMs); row; row = await outbox.claimNext(leaseMs)) {
    try {
      await transportOf(app, row.channel)({ id: row.id, to: row.recipient, ...render(row, app.config.publicUrl) });
    } catch (error) {
      await outbox.markFailed(row.id, (error as Error).message, retryMs);
      continue;
    }
    // A delivered credential is no longer kept (except where `outbox/` is the development delivery).
    await outbox.markSent(row.id, !isDevViewer(app, row.channel));
    sent += 1;
  }
  return sent;
}

/** Starts a delivery run after a commit without making the caller wait for SMTP. */
export function kickOutbox(app: FastifyInstance): void {
  setImmediate(() => void deliverOutbox(app).catch((error) => app.log.warn({ err: error }, 'outbox delivery failed')));
}

/** Sends the outbox every `intervalMs` (and retries what failed once it is due), until the app closes. */
export function startOutboxWorker(app: FastifyInstance, intervalMs: number): void {
  runRepeatedly(app, 'outbox delivery', intervalMs, async () => {
    const sent = await deliverOutbox(app);
    if (sent > 0) app.log.info({ sent }, 'outbox messages sent');
  });
}
