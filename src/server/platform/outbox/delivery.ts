/**
 * Delivers outbox rows through a transport: SMTP (nodemailer) when SMTP_URL is set, otherwise the
 * log transport, which only logs that a message is ready (admins read it through `outbox/`).
 * SMS has no gateway yet: it always goes to the log transport (the integration point is `Transport`).
 */
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { translate } from '../i18n.ts';
import { outboxRepository, type OutboxRow } from './outbox-repository.ts';

/** Sends one rendered message; throws on failure. */
export type Transport = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** Subject and body of an outbox row in its language (`<template>.subject`, `<template>.body`). */
export function render(row: Pick<OutboxRow, 'template' | 'params' | 'language'>): { subject: string; text: string } {
  const language = row.language as Language;
  return { subject: translate(language, `${row.template}.subject`, row.params), text: translate(language, `${row.template}.body`, row.params) };
}

const transports = new WeakMap<FastifyInstance, Transport>();

function transportOf(app: FastifyInstance, channel: string): Transport {
  const logged: Transport = async ({ to }) => app.log.info({ to: to.replace(/^(.).*(@.*)$/, '$1***$2') }, 'outbox message kept for admins (no transport)');
  if (channel !== 'email' || !app.config.smtpUrl) return logged;
  let smtp = transports.get(app);
  if (!smtp) {
    const mailer = nodemailer.createTransport(app.config.smtpUrl);
    smtp = async ({ to, subject, text }) => void (await mailer.sendMail({ to, subject, text, from: `no-reply@${new URL(app.config.publicUrl).hostname}` }));
    transports.set(app, smtp);
  }
  return smtp;
}

/** Sends pending outbox rows once each; failures are recorded on the row and retried on the next run. */
export async function deliverOutbox(app: FastifyInstance): Promise<number> {
  const outbox = outboxRepository(app.db);
  let sent = 0;
  for (const row of await outbox.pending()) {
    try {
      await transportOf(app, row.channel)({ to: row.recipient, ...render(row) });
      await outbox.markSent(row.id);
      sent += 1;
    } catch (error) {
      await outbox.markFailed(row.id, (error as Error).message);
    }
  }
  return sent;
}

/** Starts a delivery run after a commit without making the caller wait for SMTP. */
export function kickOutbox(app: FastifyInstance): void {
  if (!app.config.smtpUrl) return void deliverOutbox(app).catch(() => undefined);
  setImmediate(() => void deliverOutbox(app).catch((error) => app.log.warn({ err: error }, 'outbox delivery failed')));
}
