/**
 * The checks after the load: every write the API acknowledged is in the database (and every
 * acknowledged upload's bytes come back through the API), and nothing happened twice — no ticket,
 * file or state-log row twice for one request, no state-log row for a refused step, no e-mail sent
 * twice (one outbox row, one Message-ID).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Recorder } from './client.ts';
import { login, type LoadContext, type Ledger } from './load.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';

/** The helpdesk workflow's states by name (state_logs.to_state) → status code. */
const CODES: Record<string, number> = { opened: 1, reopened: 2, resolved: 3, closed: 4, merged: 5, on_hold: 6 };

export type Findings = {
  /** Acknowledged writes the database does not have (each with what is missing). */
  missing: string[];
  /** Side effects found twice for one request, or found for a refused one. */
  duplicates: string[];
  /** Writes whose outcome the client could not know, and what became of them. */
  unknown: { creates: number; transitions: number; transitionsApplied: number; uploads: number };
  /** What the e-mail check saw. */
  mail: { outboxRows: number; sent: number; unsent: number; received: number; distinctReceived: number; sentNotReceived: number };
  acknowledged: { creates: number; transitions: number; refusedTransitions: number; uploads: number };
};

const chunked = async <T>(items: T[], size: number, fn: (item: T) => Promise<void>) => {
  const queue = [...items];
  await Promise.all(Array.from({ length: size }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  }));
};

/** Waits until the outbox has no unsent e-mail (a killed worker's claim ends after OUTBOX_LEASE_SECONDS), at most `waitMs`. */
export async function drainOutbox(databaseUrl: string, waitMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE channel = 'email' AND sent_at IS NULL");
      const unsent = rows[0]!.n;
      if (unsent === 0 || Date.now() > deadline) return unsent;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
}

export async function verify(ledger: Ledger, databaseUrl: string, ctx: LoadContext, recorder: Recorder, sink: SmtpSink, run: string): Promise<Findings> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const missing: string[] = [];
  const duplicates: string[] = [];
  try {
    // Tickets: every acknowledged create is there, under its title; no title twice.
    const ackedCreates = ledger.creates.filter((c) => c.outcome === 'acked');
    const tickets = await client.query<{ id: string; title: string; status: number }>(
      "SELECT id, data->>'title' AS title, (data->>'status')::int AS status FROM helpdesk_ticket_records WHERE data->>'title' LIKE $1",
      [`soak ${run} %`],
    );
    const byId = new Map(tickets.rows.map((row) => [Number(row.id), row]));
    for (const create of ackedCreates) {
      const row = byId.get(create.id!);
      if (!row) missing.push(`ticket ${create.id} ("${create.title}", acknowledged 201) is not in helpdesk_ticket_records`);
      else if (row.title !== create.title) missing.push(`ticket ${create.id} has title "${row.title}", not "${create.title}"`);
    }
    const titles = new Map<string, number>();
    for (const row of tickets.rows) titles.set(row.title, (titles.get(row.title) ?? 0) + 1);
    for (const [title, n] of titles) if (n > 1) duplicates.push(`ticket "${title}" stored ${n} times`);
    for (const create of ledger.creates.filter((c) => c.outcome === 'refused')) {
      if (titles.has(create.title)) duplicates.push(`ticket "${create.title}" stored though its create was refused`);
    }

    // Transitions: one state-log row per acknowledged step, none per refused one, at most one per unknown one.
    const logs = await client.query<{ comment: string; n: number; to_state: string; last_id: string }>(
      "SELECT comment, count(*)::int AS n, max(to_state) AS to_state, max(id) AS last_id FROM state_logs WHERE workflow = 'helpdesk-ticket' AND comment LIKE $1 GROUP BY comment",
      [`soak ${run} %`],
    );
    const logged = new Map(logs.rows.map((row) => [row.comment, row]));
    let transitionsApplied = 0;
    for (const step of ledger.transitions) {
      const rows = logged.get(step.comment)?.n ?? 0;
      if (rows > 1) duplicates.push(`${step.event} of ticket ${step.ticket} (${step.outcome}) logged ${rows} times`);
      if (step.outcome === 'acked' && rows === 0) missing.push(`${step.event} of ticket ${step.ticket} by ${step.actor} (acknowledged 200) has no state-log row`);
      if (step.outcome === 'refused' && rows > 0) duplicates.push(`${step.event} of ticket ${step.ticket} by ${step.actor} was refused but logged`);
      if (step.outcome === 'unknown' && rows > 0) transitionsApplied += 1;
    }
    // Each ticket's stored state is that of its last step that took effect, when that step was acknowledged.
    const perTicket = new Map<number, typeof ledger.transitions>();
    for (const step of ledger.transitions) perTicket.set(step.ticket, [...(perTicket.get(step.ticket) ?? []), step]);
    for (const [ticket, steps] of perTicket) {
      const last = steps.filter((s) => (logged.get(s.comment)?.n ?? 0) > 0).at(-1);
      const stored = byId.get(ticket)?.status;
      if (!last || stored === undefined) continue;
      const expected = last.outcome === 'acked' ? last.status : CODES[logged.get(last.comment)!.to_state];
      if (expected !== undefined && stored !== expected) missing.push(`ticket ${ticket} is in state ${stored}, but its last step (${last.event}, ${last.outcome}) left it in ${expected}`);
    }

    // Uploads: each acknowledged one is stored once, and its bytes come back through the API.
    const ackedUploads = ledger.uploads.filter((u) => u.outcome === 'acked');
    const files = await client.query<{ id: string; sha256: string }>('SELECT id, sha256 FROM files WHERE sha256 = ANY($1)', [ledger.uploads.map((u) => u.sha256)]);
    const fileRows = new Map(files.rows.map((row) => [Number(row.id), row]));
    const hashes = new Map<string, number>();
    for (const row of files.rows) hashes.set(row.sha256, (hashes.get(row.sha256) ?? 0) + 1);
    for (const upload of ledger.uploads) {
      const n = hashes.get(upload.sha256) ?? 0;
      if (n > 1) duplicates.push(`upload ${upload.id ?? '(unknown id)'} stored ${n} times`);
      if (upload.outcome === 'refused' && n > 0) duplicates.push(`an upload by ${upload.uploader} was refused but stored`);
    }
    const tokens = new Map<string, string | undefined>();
    for (const uploader of new Set(ackedUploads.map((u) => u.uploader))) tokens.set(uploader, await login(ctx, uploader));
    await chunked(ackedUploads, 4, async (upload) => {
      const row = fileRows.get(upload.id!);
      if (!row) return void missing.push(`file ${upload.id} (acknowledged 201) is not in files`);
      if (row.sha256 !== upload.sha256) return void missing.push(`file ${upload.id} is stored with other bytes (sha256 ${row.sha256})`);
      const download = await recorder.call('final download', 'GET', `/helpdesk/attachments/${upload.id}/download/`, { token: tokens.get(upload.uploader) });
      if (download.status !== 200) missing.push(`file ${upload.id}: its download answers ${download.status} ${download.record.code ?? ''}`.trim());
      else if (createHashHex(download.bytes) !== upload.sha256) missing.push(`file ${upload.id}: the downloaded bytes differ from the uploaded ones`);
    });
    missing.push(...ledger.contentErrors);

    // E-mails: each outbox row reaches the SMTP server under one Message-ID, once.
    const outbox = await client.query<{ id: string; sent: boolean }>("SELECT id, sent_at IS NOT NULL AS sent FROM outbox WHERE channel = 'email'");
    const perMessage = new Map<string, number>();
    for (const message of sink.received) perMessage.set(message.messageId, (perMessage.get(message.messageId) ?? 0) + 1);
    for (const [messageId, n] of perMessage) if (n > 1) duplicates.push(`e-mail ${messageId} delivered ${n} times`);
    const sentIds = outbox.rows.filter((row) => row.sent).map((row) => Number(row.id));
    const receivedIds = new Set([...perMessage.keys()].map((id) => Number(/^<outbox-(\d+)@/.exec(id)?.[1])));
    const sentNotReceived = sentIds.filter((id) => !receivedIds.has(id)).length;

    return {
      missing,
      duplicates,
      unknown: {
        creates: ledger.creates.filter((c) => c.outcome === 'unknown').length,
        transitions: ledger.transitions.filter((t) => t.outcome === 'unknown').length,
        transitionsApplied,
        uploads: ledger.uploads.filter((u) => u.outcome === 'unknown').length,
      },
      mail: {
        outboxRows: outbox.rows.length,
        sent: sentIds.length,
        unsent: outbox.rows.length - sentIds.length,
        received: sink.received.length,
        distinctReceived: perMessage.size,
        sentNotReceived,
      },
      acknowledged: {
        creates: ackedCreates.length,
        transitions: ledger.transitions.filter((t) => t.outcome === 'acked').length,
        refusedTransitions: ledger.transitions.filter((t) => t.outcome === 'refused').length,
        uploads: ackedUploads.length,
      },
    };
  } finally {
    await client.end();
  }
}

const createHashHex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
