/**
 * Fund transfers through the API: the holders that share a user type are told apart by their FT
 * department; the local entity is stamped from the creator; the spec's `ft/reject/`, `ft/history/`
 * and `ft/suspension-history/` take `?request_id=`; a foreign entity sees only what reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, startFundTransferApp, takeStep, type StepInput } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

let t: TestApp;
let u: Record<string, TestUser>;
const w = boundWorkflows().find((b) => b.name === 'fund-transfer') as BoundWorkflow;
beforeAll(async () => ({ t, u } = await startFundTransferApp())); // many identical example transfers a day
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A new transfer; a direct one names no mission (it does not pass through one). */
async function create(request_type = 'r'): Promise<number> {
  const { mission, ...data } = exampleRecord(w.entity.schema);
  return (await createRecord(t, w, u.ftstaff!, { ...data, request_type, ...(request_type === 'r' ? { mission } : {}) })).id;
}
const step = async (id: number, event: string, who: string, input: StepInput = {}) => (await takeStep(t, w, id, event, u[who]!, { comment: 'checked', ...input })).response;
const status = async (id: number) => (await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.admin!.token })).json().status;

/** Submitted, approved by the LE manager and reviewed by charity account staff: waiting for the supervisor. */
async function underReview(kind = 'r'): Promise<number> {
  const id = await create(kind);
  for (const [event, who, input] of [['submit', 'ftstaff', {}], ['approve', 'kuwaiti', { otp: 'right' }], ['review', 'charity', {}]] as const) {
    expect((await step(id, event, who, input)).statusCode).toBe(200);
  }
  return id;
}

describe('fund transfer holders by FT department', () => {
  it('lets each department edit what its holder may in the state: the staff its draft, the manager the purpose once submitted', async () => {
    const id = await create();
    const put = (who: string, purpose: string) =>
      t.call('PUT', `/ft/fund-transfer/${id}/`, { token: u[who]!.token, body: { ...exampleRecord(w.entity.schema), purpose } });
    expect((await put('kuwaiti', 'By the manager')).statusCode).toBe(403); // new: the staff's draft only
    expect((await put('ftstaff', 'By the staff')).statusCode).toBe(200);
    expect((await step(id, 'submit', 'ftstaff')).statusCode).toBe(200);
    expect((await put('ftstaff', 'Late change')).statusCode).toBe(403); // with the manager now
    const byManager = await put('kuwaiti', 'Clarified by the manager');
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json().purpose).toBe('Clarified by the manager');
  });

  it('stamps the creator’s local entity and starts in new, whatever the client sends', async () => {
    const response = await t.call('POST', '/ft/fund-transfer/', { token: u.ftstaff!.token, body: { ...exampleRecord(w.entity.schema), local_entity: 9, status: 'completed' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ local_entity: 1, status: 'new', version: 1 });
  });

  it('names its Kuwaiti entity, foreign entity and mission in the caller\'s language, never by id', async () => {
    const id = await create();
    const shown = async (language: 'ar' | 'en') => (await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.admin!.token, language })).json();
    const [en, ar] = [await shown('en'), await shown('ar')];
    expect(en).toMatchObject({ local_entity_name: expect.any(String), foreign_entity_name: expect.any(String), mission_name: 'Embassy of the State of Kuwait in Amman' });
    expect(ar.mission_name).toBe('سفارة دولة الكويت في عمّان');
    expect(ar.local_entity_name).not.toBe(en.local_entity_name);
  });

  it('lets only the LE FT staff submit and only the LE FT manager approve, though both are local entities', async () => {
    const id = await create();
    expect((await step(id, 'submit', 'kuwaiti')).statusCode).toBe(409);
    expect((await step(id, 'submit', 'ftstaff')).statusCode).toBe(200);
    expect((await step(id, 'approve', 'ftstaff', { otp: 'right' })).statusCode).toBe(409);
    expect((await step(id, 'approve', 'kuwaiti', { otp: 'right' })).statusCode).toBe(200);
    expect(await status(id)).toBe('charity_account_staff');
  });

  it('keeps the ministry FT users apart: charity staff review, the supervisor authorises, Mosal approves referrals', async () => {
    const id = await create('d');
    await step(id, 'submit', 'ftstaff');
    await step(id, 'approve', 'kuwaiti', { otp: 'right' });
    expect((await step(id, 'review', 'ftuser')).statusCode).toBe(409);
    expect((await step(id, 'review', 'mosal')).statusCode).toBe(409);
    expect((await step(id, 'refer_to_mosal', 'charity')).statusCode).toBe(200);
    expect((await step(id, 'mosal_approve', 'charity')).statusCode).toBe(409);
    expect((await step(id, 'mosal_approve', 'mosal')).statusCode).toBe(200);
    expect((await step(id, 'review', 'charity')).statusCode).toBe(200);
    expect((await step(id, 'authorize', 'charity', { otp: 'right' })).statusCode).toBe(409);
    expect((await step(id, 'authorize', 'ftuser', { otp: 'right' })).statusCode).toBe(200);
    expect(await status(id)).toBe('ft_direct');
  });

  it('lists each FT department its own status list of product spec section 4, though some share a user type', async () => {
    const id = await create();
    await step(id, 'submit', 'ftstaff');
    // Waiting for the LE FT manager: in the manager's list and queue tab, not in the staff's, nor
    // in the general account supervisor's (the supervisor's list has no such status).
    const listed = async (who: string, query: Record<string, string> = {}) => {
      const response = await t.call('GET', '/ft/fund-transfer/', { token: u[who]!.token, query: { page_size: 9999, ...query } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().results as Array<{ id: number; status: string }>).map((row) => row.id);
    };
    expect(await listed('kuwaiti')).toContain(id);
    expect(await listed('kuwaiti', { status: 'local_entity_ft_manager' })).toContain(id);
    expect(await listed('ftstaff')).not.toContain(id);
    expect(await listed('ftstaff', { status: 'local_entity_ft_manager' })).toEqual([]);
    await step(id, 'approve', 'kuwaiti', { otp: 'right' });
    // Now with charity account staff: their list has it, Mosal's and the supervisor's do not.
    expect(await listed('charity', { status: 'charity_account_staff' })).toContain(id);
    expect(await listed('mosal')).not.toContain(id);
    expect(await listed('ftuser')).not.toContain(id);
    const states = async (who: string) => new Set((await t.call('GET', '/ft/fund-transfer/', { token: u[who]!.token, query: { page_size: 9999 } })).json().results.map((row: { status: string }) => row.status));
    for (const state of await states('ftuser')) expect(['new', 'diplomatic_mission', 'foreign_entity', 'completed', 'suspended', 'rejected', 'restricted_countries']).toContain(state);
    for (const state of await states('mosal')) expect(['fund_transfer_manager', 'mofa', 'diplomatic_mission', 'foreign_entity', 'suspended', 'rejected', 'restricted_countries', 'donation_received', 'mosal', 'bank']).toContain(state);
  });

  it('sends a regular transfer to a mission only when one is set and accredited for the foreign entity’s country', async () => {
    const id = await underReview('r');
    expect((await step(id, 'authorize', 'ftuser', { otp: 'right' })).statusCode).toBe(200);
    expect((await step(id, 'forward', 'staff')).statusCode).toBe(200);
    // The Cairo embassy (2) is not accredited for Iraq, where the demo foreign entity 2 is.
    const edit = async (mission: number) => {
      const { request_type, amount, deposit_receipt, purpose, foreign_entity, country } = (await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.staff!.token })).json();
      return t.call('PUT', `/ft/fund-transfer/${id}/`, { token: u.staff!.token, body: { request_type, amount, deposit_receipt, purpose, foreign_entity, country, mission } });
    };
    const moved = await edit(2);
    expect(moved.statusCode, moved.body).toBe(200);
    const cairo = await t.call('POST', `/ft/fund-transfer/${id}/send-to-mission/`, { token: u.staff!.token, body: { comment: 'checked' }, language: 'en' });
    expect(cairo.statusCode).toBe(400);
    expect(cairo.json().fields).toEqual({ mission: 'Embassy of the State of Kuwait in Cairo is not accredited for Iraq, the foreign entity’s country: choose a mission accredited for it' });
    expect(await status(id)).toBe('mofa');
    expect((await edit(1)).statusCode).toBe(200);
    expect((await step(id, 'send_to_mission', 'staff')).statusCode).toBe(200);
    expect(await status(id)).toBe('diplomatic_mission');
    // A regular transfer created without a mission cannot be sent to one.
    const bare = await underReview('r');
    expect((await step(bare, 'authorize', 'ftuser', { otp: 'right' })).statusCode).toBe(200);
    expect((await step(bare, 'forward', 'staff')).statusCode).toBe(200);
    // (as a transfer filed before missions were asked for: the mission is cleared behind the API's back)
    await t.db.query(`UPDATE fund_transfer_records SET data = data - 'mission' WHERE id = $1`, [bare]);
    const none = await t.call('POST', `/ft/fund-transfer/${bare}/send-to-mission/`, { token: u.staff!.token, body: {}, language: 'ar' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ mission: 'اختر أولًا البعثة الدبلوماسية التي يمر بها هذا التحويل' });
  });

  it('rejects through ft/reject/?request_id= and lists the history through ft/history/?request_id=', async () => {
    const id = await underReview();
    const rejected = await t.call('POST', '/ft/reject/', { token: u.ftuser!.token, query: { request_id: id }, body: { comment: 'Incomplete receipt' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    const history = await t.call('GET', '/ft/history/', { token: u.kuwaiti!.token, query: { request_id: id } });
    expect(history.json().map((l: { event: string }) => l.event)).toEqual(['submit', 'approve', 'review', 'reject']);
    expect((await t.call('GET', '/ft/history/', { token: u.kuwaiti!.token })).statusCode).toBe(400);
  });

  it('lists suspensions and resumptions only in ft/suspension-history/', async () => {
    const id = await underReview();
    expect((await step(id, 'suspend', 'staff', { comment: 'Under audit' })).statusCode).toBe(200);
    expect((await step(id, 'resume', 'ftuser', { comment: 'Audit passed', otp: 'right' })).statusCode).toBe(200);
    const suspensions = await t.call('GET', '/ft/suspension-history/', { token: u.staff!.token, query: { request_id: id } });
    expect(suspensions.json().map((l: { event: string; comment: string }) => [l.event, l.comment])).toEqual([
      ['suspend', 'Under audit'],
      ['resume', 'Audit passed'],
    ]);
  });

  it('shows the foreign entity its transfer only once the bank has sent it, with the bank receipt attached', async () => {
    const id = await underReview('d');
    await step(id, 'authorize', 'ftuser', { otp: 'right' });
    await step(id, 'send_to_bank', 'charity');
    expect((await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.approved!.token })).statusCode).toBe(404);
    expect((await step(id, 'transfer', 'charity')).json()).toMatchObject({ code: 'attachment_required' });
    expect((await step(id, 'transfer', 'charity', { attach: true })).statusCode).toBe(200);
    const seen = await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.approved!.token });
    expect(seen.statusCode).toBe(200);
    const [receipt] = seen.json().attachments;
    expect((await t.app.inject({ method: 'GET', url: receipt.url, headers: { authorization: `Token ${u.approved!.token}` } })).headers['content-type']).toBe('application/pdf');
    // A direct transfer names no mission, so no mission sees it.
    expect((await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.mission!.token })).statusCode).toBe(404);
  });
});
