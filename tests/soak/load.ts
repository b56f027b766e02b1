/**
 * The soak test's load: virtual users, each a loop of what portal users do with helpdesk tickets
 * (Communication): sign in, list tickets, upload a PDF and read it back, open a ticket with it, and
 * walk the ticket through its workflow (spec/workflows/helpdesk-ticket.yaml) — ministry staff
 * resolve it, the reporter closes or reopens it — reading it and its follow-ups on the way, plus
 * one refusal per ticket that must leave nothing behind. Every write goes into the ledger with its
 * outcome, which the checks afterwards hold against the database and the SMTP sink.
 *
 * To extend it: add a step to `iteration` with `recorder.call(op, …, { expect })`, and put any write
 * it makes in the ledger (verify.ts reads the ledger back).
 */
import { createHash } from 'node:crypto';
import { helpdeskTicketDefinition } from '../../generated/workflows/helpdesk-ticket.ts';
import { minimalPdf } from '../../src/server/db/seed/minimal-pdf.ts';
import type { Answer, Recorder } from './client.ts';

/** What a write's answer says about it: done (2xx), refused (4xx), or not known (5xx, no answer). */
export type Outcome = 'acked' | 'refused' | 'unknown';

export type CreateEntry = { title: string; reporter: string; outcome: Outcome; id?: number };
export type UploadEntry = { uploader: string; sha256: string; outcome: Outcome; id?: number };
export type TransitionEntry = {
  ticket: number;
  event: string;
  actor: string;
  /** Unique per attempt: the state log row it leaves is found by it. */
  comment: string;
  outcome: Outcome;
  /** The status the answer gave the ticket (acknowledged attempts). */
  status?: number;
};
export type Ledger = { creates: CreateEntry[]; uploads: UploadEntry[]; transitions: TransitionEntry[]; contentErrors: string[] };

/** Demo users (password Portal@2026demo, README's table) who open tickets, and the ministry staff who act on them. */
export const REPORTERS = ['kuwaiti', 'foreign', 'approved', 'mission', 'interior', 'awqaf'];
export const MINISTRY = ['staff', 'admin'];
export const DEMO_PASSWORD = 'Portal@2026demo';

/** The helpdesk workflow's state codes (status field), from the spec. */
const codeOf = (state: string): number => {
  const found = helpdeskTicketDefinition.states.find((s) => s.name === state);
  if (!found) throw new Error(`helpdesk-ticket has no state ${state}`);
  return Number(found.code);
};
const OPENED = codeOf('opened');
const REOPENED = codeOf('reopened');
const RESOLVED = codeOf('resolved');
const CLOSED = codeOf('closed');
const MERGED = codeOf('merged');

export const outcomeOf = (answer: Answer): Outcome => (answer.status >= 200 && answer.status < 300 ? 'acked' : answer.status >= 400 && answer.status < 500 ? 'refused' : 'unknown');

export type LoadContext = { recorder: Recorder; ledger: Ledger; run: string; stopped: () => boolean };

/** Signs `username` in; the session token, or undefined when the login did not succeed. */
export async function login(ctx: LoadContext, username: string): Promise<string | undefined> {
  const answer = await ctx.recorder.call('login', 'POST', '/login/', { body: { username, password: DEMO_PASSWORD } });
  return answer.status === 200 ? (answer.json as { token?: string }).token : undefined;
}

/** Runs virtual user `index` until `ctx.stopped()`. */
export async function virtualUser(ctx: LoadContext, index: number): Promise<void> {
  const reporter = REPORTERS[index % REPORTERS.length]!;
  const ministry = MINISTRY[index % MINISTRY.length]!;
  let ministryToken: string | undefined;
  for (let round = 1; !ctx.stopped(); round += 1) {
    const tag = `v${index}r${round}`;
    const reporterToken = await login(ctx, reporter);
    if (round % 3 === 1 || !ministryToken) ministryToken = (await login(ctx, ministry)) ?? ministryToken;
    if (!reporterToken || !ministryToken) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    await iteration(ctx, { tag, reporter, reporterToken, ministry, ministryToken, round });
  }
}

type Actors = { tag: string; reporter: string; reporterToken: string; ministry: string; ministryToken: string; round: number };

async function iteration(ctx: LoadContext, a: Actors): Promise<void> {
  const { recorder, ledger } = ctx;
  await recorder.call('list tickets', 'GET', '/tickets/?page_size=10', { token: a.reporterToken });
  await recorder.call('list tickets', 'GET', `/tickets/?page_size=20&status=${OPENED}`, { token: a.ministryToken });

  // Upload a PDF of its own bytes, and read it back.
  const bytes = minimalPdf([`Soak ${ctx.run}`, `Upload ${a.tag}`]);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `soak-${a.tag}.pdf`);
  const uploaded = await recorder.call('upload', 'POST', '/helpdesk/attachments/', { token: a.reporterToken, body: form, expect: [201] });
  const upload: UploadEntry = { uploader: a.reporter, sha256, outcome: outcomeOf(uploaded) };
  const fileId = (uploaded.json as { id?: number } | undefined)?.id;
  if (upload.outcome === 'acked' && typeof fileId === 'number') upload.id = fileId;
  ledger.uploads.push(upload);
  if (upload.id !== undefined) {
    const download = await recorder.call('download', 'GET', `/helpdesk/attachments/${upload.id}/download/`, { token: a.reporterToken });
    if (download.status === 200 && !download.bytes.equals(bytes)) ledger.contentErrors.push(`file ${upload.id}: the download's bytes differ from the upload's`);
  }
  if (ctx.stopped()) return;

  // Open a ticket with the file attached.
  const title = `soak ${ctx.run} ${a.tag}`;
  const body = { title, queue: 'general', description: `Soak test ticket ${a.tag}`, priority: 3, ...(upload.id !== undefined ? { attachments: [{ id: upload.id }] } : {}) };
  const created = await recorder.call('create ticket', 'POST', '/corp/tickets/', { token: a.reporterToken, body, expect: [201] });
  const entry: CreateEntry = { title, reporter: a.reporter, outcome: outcomeOf(created) };
  const ticket = created.json as { id?: number; status?: number } | undefined;
  if (entry.outcome === 'acked' && typeof ticket?.id === 'number') entry.id = ticket.id;
  ledger.creates.push(entry);
  if (entry.id === undefined) return;

  await walk(ctx, a, entry.id, ticket?.status ?? OPENED);

  await recorder.call('get ticket', 'GET', `/tickets/${entry.id}`, { token: a.reporterToken });
  await recorder.call('list follow-ups', 'GET', `/helpdesk/tickets/${entry.id}/followups/`, { token: a.reporterToken });
  if (upload.id !== undefined) {
    const again = await recorder.call('download', 'GET', `/helpdesk/attachments/${upload.id}/download/`, { token: a.ministryToken });
    if (again.status === 200 && !again.bytes.equals(bytes)) ledger.contentErrors.push(`file ${upload.id}: the ministry's download differs from the upload`);
  }
}

/**
 * Takes ticket `id` from `status` to closed, one step at a time as its holder would. A step whose
 * outcome is unknown (5xx, no answer) is followed by reading the ticket, as a client would, to go
 * on from the state it is really in. Each ticket also gets one step that must be refused: the
 * reporter resolving it (403, a ministry step) or the ministry closing it once closed (409).
 */
async function walk(ctx: LoadContext, a: Actors, id: number, initial: number): Promise<void> {
  let status = initial;
  let reopened = false;
  const refuseFirst = a.round % 2 === 0;
  for (let step = 1; step <= 8 && status !== CLOSED && status !== MERGED && !ctx.stopped(); step += 1) {
    if (refuseFirst && step === 1) await transition(ctx, a, id, 'resolve', 'reporter', 'refused', [403]);
    let event: string;
    let actor: 'reporter' | 'ministry';
    if (status === OPENED || status === REOPENED) [event, actor] = [status === REOPENED && step % 2 === 0 ? 'close' : 'resolve', 'ministry'];
    else if (status === RESOLVED) [event, actor] = [!reopened && (id + a.round) % 3 === 0 ? 'reopen' : 'close', 'reporter'];
    else [event, actor] = ['unhold', 'ministry'];
    if (event === 'reopen') reopened = true;
    const result = await transition(ctx, a, id, event, actor, 'step', [200]);
    if (result.outcome === 'acked') status = result.status ?? status;
    else if (result.outcome === 'refused') return;
    else {
      const read = await ctx.recorder.call('get ticket', 'GET', `/tickets/${id}`, { token: a.ministryToken });
      const now = (read.json as { status?: number } | undefined)?.status;
      if (read.status !== 200 || typeof now !== 'number') return;
      status = now;
    }
  }
  if (!refuseFirst && status === CLOSED) await transition(ctx, a, id, 'close', 'ministry', 'refused', [409]);
}

/** Numbers every transition attempt of the run (in its comment). */
let attempts = 0;

async function transition(ctx: LoadContext, a: Actors, id: number, event: string, who: 'reporter' | 'ministry', kind: 'step' | 'refused', expect: number[]) {
  const token = who === 'reporter' ? a.reporterToken : a.ministryToken;
  attempts += 1;
  const comment = `soak ${ctx.run} t${id} ${event} ${attempts}`;
  const op = kind === 'refused' ? `${event} (refused)` : event;
  const answer = await ctx.recorder.call(op, 'POST', `/helpdesk/tickets/${id}/${event}/`, { token, body: { comment }, expect });
  const entry: TransitionEntry = { ticket: id, event, actor: who === 'reporter' ? a.reporter : a.ministry, comment, outcome: outcomeOf(answer) };
  const status = (answer.json as { status?: number } | undefined)?.status;
  if (entry.outcome === 'acked' && typeof status === 'number') entry.status = status;
  ctx.ledger.transitions.push(entry);
  return entry;
}
