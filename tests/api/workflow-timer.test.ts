/**
 * The timed-transition scheduler of the server, on a fake clock: an awqaf request and a support
 * request left undecided expire once the clock passes 30 days, as the system, and a younger
 * record stays. The scheduler is off in tests unless asked for, as here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, liftTransferSafeguards, signInAll, type CreatedRecord } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let users: Record<string, TestUser>;
const workflow = (name: string) => boundWorkflows().find((w) => w.name === name) as BoundWorkflow;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, workflowTimerMs: 20 });
  await liftTransferSafeguards(t); // many identical example transfers a day
  users = Object.fromEntries((await signInAll(t)).map((u) => [u.username, u]));
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const create = (name: string, creator: string) => createRecord(t, workflow(name), users[creator]!, exampleRecord(workflow(name).entity.schema));
// Sessions age with the clock too, so reads sign in again whenever the clock has moved.
let session: { at: Date; token: string } | undefined;
async function read(path: string) {
  if (session?.at !== now) session = { at: now, token: await t.login('staff') };
  return (await t.call('GET', path, { token: session.token })).json();
}

/** Polls until `check` holds (the scheduler ticks every 20 ms) or gives up after 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('timed transitions on the server clock', () => {
  let awqaf: CreatedRecord;
  let support: CreatedRecord;
  it('leaves records younger than 30 days alone', async () => {
    awqaf = await create('awqaf', 'mission');
    support = await create('support-request', 'foreign');
    now = new Date(Date.now() + 29 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await read(`/aq/request/${awqaf.id}/`)).state).toBe(1);
    expect((await read(`/support/request/${support.id}/`)).status).toBe('new');
  });

  it('expires them as the system once the clock passes 30 days, with one state-log row each', async () => {
    now = new Date(Date.now() + 31 * DAY);
    expect(await eventually(async () => (await read(`/aq/request/${awqaf.id}/`)).state === 100)).toBe(true);
    expect(await eventually(async () => (await read(`/support/request/${support.id}/`)).status === 'expired')).toBe(true);
    const log = await read(`/aq/awqaf-state-logs/${awqaf.id}/`);
    expect(log).toEqual([expect.objectContaining({ event: 'expire', from_code: 1, to_code: 100, role: 'system', user: null, user_name: null })]);
    expect(await read(`/support/request/${support.id}/history/`)).toHaveLength(1);
  });

  it('stops with the server', async () => {
    // Made at the present, so no tick before the close can expire it (the clock was left 31 days ahead).
    now = new Date();
    const late = await createRecord(t, workflow('awqaf'), { ...users.mission!, token: await t.login('mission') }, exampleRecord(workflow('awqaf').entity.schema));
    await t.app.close();
    now = new Date(Date.now() + 365 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await t.db.query<{ state: number }>("SELECT (data->>'state')::int AS state FROM awqaf_request_records WHERE id = $1", [late.id]);
    expect(rows[0]!.state).toBe(1);
  });
});
