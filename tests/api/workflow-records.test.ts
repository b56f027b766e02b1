/**
 * The awqaf, helpdesk and support-request records as API clients meet them: validated, bilingual
 * field errors; the state starts where the workflow does; each user type sees the records its
 * scope reaches (the awqaf ministry what reached it, donors what is open to them); the state logs
 * are at the spec's paths; a state edit takes only the fields the state opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, liftTransferSafeguards, signInAll, takeStep } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

let t: TestApp;
let u: Record<string, TestUser>;
const workflow = (name: string) => boundWorkflows().find((w) => w.name === name) as BoundWorkflow;
beforeAll(async () => {
  t = await startTestApp();
  await liftTransferSafeguards(t); // many identical example transfers a day
  u = Object.fromEntries((await signInAll(t)).map((user) => [user.username, user]));
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const get = (path: string, who: string) => t.call('GET', path, { token: u[who]!.token });
const step = async (w: BoundWorkflow, id: number, event: string, who: string, attach = false) =>
  (await takeStep(t, w, id, event, u[who]!, { comment: 'Noted', attach })).response.statusCode;

describe('awqaf requests', () => {
  const w = workflow('awqaf');
  it('refuses an invalid request with one message per field, in both languages', async () => {
    const body = { ...exampleRecord(w.entity.schema), email: 'not-an-email', mobile: '12', state_type: 5 };
    const en = await t.call('POST', '/aq/request/', { token: u.mission!.token, body, language: 'en' });
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().fields).sort()).toEqual(['email', 'mobile', 'state_type']);
    const ar = await t.call('POST', '/aq/request/', { token: u.mission!.token, body, language: 'ar' });
    expect(ar.json().fields.email).not.toBe(en.json().fields.email);
  });

  it('reaches the awqaf ministry only once pre-approved, and logs at aq/awqaf-state-logs/{id}/', async () => {
    const { id, data } = await createRecord(t, w, u.mission!, exampleRecord(w.entity.schema));
    expect(data.state).toBe(1);
    expect((await get(`/aq/request/${id}/`, 'awqaf')).statusCode).toBe(404);
    expect(await step(w, id, 'review', 'staff')).toBe(200);
    expect(await step(w, id, 'pre_approve', 'staff')).toBe(200);
    expect((await get(`/aq/request/${id}/`, 'awqaf')).json().state).toBe(3);
    expect((await get('/aq/request/', 'awqaf')).json().results.map((r: { id: number }) => r.id)).toContain(id);
    expect(await step(w, id, 'hire', 'awqaf', true)).toBe(200);
    const log = (await get(`/aq/awqaf-state-logs/${id}/`, 'mission')).json();
    expect(log.map((l: { event: string; to_code: number }) => [l.event, l.to_code])).toEqual([['review', 6], ['pre_approve', 3], ['hire', 10]]);
    expect(log[2].attachment).toBe((await get(`/aq/request/${id}/`, 'mission')).json().attachments[0].id);
  });

  it('lets the mission edit the request while new, and nothing once reviewed', async () => {
    const { id } = await createRecord(t, w, u.mission!, exampleRecord(w.entity.schema));
    const edit = () => t.call('PUT', `/aq/request/${id}/`, { token: u.mission!.token, body: { ...exampleRecord(w.entity.schema), place_of_work: 'Grand Mosque' } });
    expect((await edit()).json().place_of_work).toBe('Grand Mosque');
    await step(w, id, 'review', 'staff');
    expect((await edit()).statusCode).toBe(403);
  });
});

describe('helpdesk tickets', () => {
  const w = workflow('helpdesk-ticket');
  it('opens a ticket for any user; only the reporter and the ministry see it', async () => {
    const { id, data } = await createRecord(t, w, u.interior!, exampleRecord(w.entity.schema));
    expect(data.status).toBe(1);
    expect((await get(`/tickets/${id}`, 'interior')).statusCode).toBe(200);
    expect((await get(`/tickets/${id}`, 'staff')).statusCode).toBe(200);
    expect((await get(`/tickets/${id}`, 'awqaf')).statusCode).toBe(404);
  });

  it('holds and releases at the spec’s hold/ and unhold/, and lists them as follow-ups', async () => {
    const { id } = await createRecord(t, w, u.kuwaiti!, exampleRecord(w.entity.schema));
    expect((await t.call('POST', `/helpdesk/tickets/${id}/hold/`, { token: u.staff!.token, body: { comment: 'Waiting for the bank' } })).json().status).toBe(6);
    expect((await t.call('POST', `/helpdesk/tickets/${id}/unhold/`, { token: u.staff!.token, body: {} })).json().status).toBe(1);
    const followups = (await get(`/helpdesk/tickets/${id}/followups/`, 'kuwaiti')).json();
    expect(followups.map((f: { event: string; comment: string | null }) => [f.event, f.comment])).toEqual([['hold', 'Waiting for the bank'], ['release', null]]);
  });

  it('lets only the reporter confirm a resolved ticket', async () => {
    const { id } = await createRecord(t, w, u.kuwaiti!, exampleRecord(w.entity.schema));
    await step(w, id, 'resolve', 'staff');
    expect(await step(w, id, 'close', 'staff')).toBe(409);
    expect(await step(w, id, 'close', 'kuwaiti')).toBe(200);
  });
});

describe('support requests', () => {
  const w = workflow('support-request');
  it('stamps the foreign entity, and opens the request to local donors only once approved', async () => {
    const { id, data } = await createRecord(t, w, u.foreign!, exampleRecord(w.entity.schema));
    expect(data).toMatchObject({ foreign_entity: 1, status: 'new' });
    expect((await get(`/support/request/${id}/`, 'kuwaiti')).statusCode).toBe(404);
    expect((await get(`/support/request/${id}/`, 'approved')).statusCode).toBe(404);
    expect(await step(w, id, 'approve', 'staff')).toBe(200);
    expect((await get('/support/request/', 'kuwaiti')).json().results.map((r: { id: number }) => r.id)).toContain(id);
    // Donate and fund are donations (support/donations/: the receipt is the donation's; tests/api/support-request-donations.test.ts).
    expect(await step(w, id, 'donate', 'kuwaiti', true)).toBe(200);
    expect(await step(w, id, 'fund', 'kuwaiti', true)).toBe(200);
    const history = (await get(`/support/request/${id}/history/`, 'foreign')).json();
    expect(history.map((h: { to: string }) => h.to)).toEqual(['approved', 'partial', 'funded']);
  });
});
