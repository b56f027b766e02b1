/**
 * Issue 18, the outbox kept reset links and codes in plain text for ever: now a delivered message
 * keeps none, and `outbox/` never shows one in full (except as the development delivery itself,
 * with no transport outside production — how demo users and the e2e tests read their links).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverOutbox } from '../../../src/server/platform/outbox/delivery.ts';
import { outboxRepository } from '../../../src/server/platform/outbox/outbox-repository.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let smtp: SmtpSink;
let mailing: TestApp;
let production: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  mailing = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://portal.example' });
  production = await startTestApp({ nodeEnv: 'production', publicUrl: 'https://portal.example' });
});
afterAll(async () => {
  await mailing?.close();
  await production?.close();
  await smtp?.close();
});

/** The reset link stored for the newest reset mail to `email`. */
async function storedLink(t: TestApp, email: string): Promise<string> {
  const { rows } = await t.db.query<{ params: { link: string } }>(
    "SELECT params FROM outbox WHERE recipient = $1 AND template = 'auth.mail.password_reset' ORDER BY id DESC LIMIT 1", [email]);
  return rows[0]!.params.link;
}

/** The super admin's `outbox/` page as text. */
async function outboxPage(t: TestApp): Promise<string> {
  const response = await t.call('GET', '/outbox/', { token: await t.login('admin') });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('outbox secrets', () => {
  it('keeps no reset link once the mail went out, and never shows it in full', async () => {
    await mailing.call('POST', '/forgot-password/', { body: { email: 'staff@portal.example' }, language: 'en' });
    const link = await storedLink(mailing, 'staff@portal.example');
    const token = link.split('/').at(-1)!;
    expect(await outboxPage(mailing)).not.toContain(token);
    await deliverOutbox(mailing.app);
    // The run forgot-password started may be the one that sends it: wait for the mail and the mark.
    await vi.waitFor(async () => expect(await storedLink(mailing, 'staff@portal.example')).toBe('[redacted]'), { timeout: 10_000 });
    expect(smtp.received.some((m) => m.raw.replace(/=\r?\n/g, '').includes(token.slice(0, 20)))).toBe(true); // the mail itself has it
    expect(await storedLink(mailing, 'staff@portal.example')).toBe('[redacted]');
    const { rows } = await mailing.db.query<{ text: string }>('SELECT params::text AS text FROM outbox');
    expect(rows.some((r) => r.text.includes(token))).toBe(false);
  });

  it('in production without a transport, masks links and SMS codes in outbox/ and drops them once "sent"', async () => {
    // Written as an action would, without the delivery run an action starts (which would redact them at once).
    const link = 'https://portal.example/portal/password_reset/Zx81TokenThatMustNotShow0123456789abcdefghi';
    await outboxRepository(production.db).add({ channel: 'email', recipient: 'staff@portal.example', template: 'auth.mail.password_reset', params: { name: 'Noura', link, minutes: '60' }, language: 'en' });
    await outboxRepository(production.db).add({ channel: 'sms', recipient: '+96550000099', template: 'auth.mail.otp', params: { code: '493817', minutes: '5' }, language: 'en' });
    const page = await outboxPage(production);
    expect(page).not.toContain('TokenThatMustNotShow');
    expect(page).not.toContain('493817');
    expect(page).toContain('https://portal.example/portal/password_reset/Zx81…');
    expect(page).toContain('••••••');
    await deliverOutbox(production.app);
    const { rows } = await production.db.query<{ params: Record<string, string> }>('SELECT params FROM outbox ORDER BY id');
    expect(rows.map((r) => r.params.link ?? r.params.code)).toEqual(['[redacted]', '[redacted]']);
    expect(rows[0]!.params.name).toBe('Noura'); // only the secrets go
  });
});
