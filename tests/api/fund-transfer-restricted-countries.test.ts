/**
 * `ft/restricted-countries/` (POST, GET, history/): the general account supervisor keeps the list, each
 * change is in the history with who made it, and a transfer to a listed country reaches the ministry
 * held under restricted_countries instead of with the charity account staff.
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
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const setList = (who: string, countries: unknown, language = 'ar') => t.call('POST', '/ft/restricted-countries/', { token: u[who]!.token, body: { countries }, language });
const listOf = async (who = 'ftuser') => (await t.call('GET', '/ft/restricted-countries/', { token: u[who]!.token })).json().results.map((row: { country: string }) => row.country);
const history = async () => (await t.call('GET', '/ft/restricted-countries/history/', { token: u.ftuser!.token })).json() as Array<{ country: string; action: string; user_name: string }>;
const step = async (id: number, event: string, who: string, input: StepInput = {}) => (await takeStep(t, w, id, event, u[who]!, { comment: 'checked', ...input })).response;

describe('restricted countries', () => {
  it('is kept by the general account supervisor, and every change is in the history with who made it', async () => {
    expect((await setList('charity', ['IQ'])).statusCode).toBe(403);
    expect((await t.call('GET', '/ft/restricted-countries/', { token: u.kuwaiti!.token })).statusCode).toBe(403);
    const set = await setList('ftuser', ['SY', 'IQ']);
    expect(set.statusCode).toBe(200);
    expect(set.json().results.map((row: { country: string }) => row.country)).toEqual(['IQ', 'SY']);
    expect(set.json().results[0].added_by_name).toEqual(expect.any(String));
    expect((await setList('ftuser', ['IQ'])).statusCode).toBe(200);
    const changes = await history();
    expect(changes.slice(0, 3).map((row) => `${row.action} ${row.country}`)).toEqual(['removed SY', expect.stringMatching(/^added (IQ|SY)$/), expect.stringMatching(/^added (IQ|SY)$/)]);
    expect(changes[0]!.user_name).toEqual(expect.any(String));
    expect(await listOf('staff')).toEqual(['IQ']);
  });

  it('refuses a code that is no country with a translated field error, and changes nothing', async () => {
    const refused = await setList('ftuser', ['IQ', 'XX'], 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.countries).toBe('Choose one of the listed options');
    expect(await listOf()).toEqual(['IQ']);
  });

  it('holds a transfer to a listed country for the supervisor when its local entity approves it', async () => {
    const file = async (country: string) => {
      const { mission: _mission, ...data } = exampleRecord(w.entity.schema);
      const id = (await createRecord(t, w, u.ftstaff!, { ...data, request_type: 'd', country })).id;
      expect((await step(id, 'submit', 'ftstaff')).statusCode).toBe(200);
      const approved = await step(id, 'approve', 'kuwaiti', { otp: 'right' });
      expect(approved.statusCode, approved.body).toBe(200);
      return { id, status: approved.json().status as string };
    };
    const held = await file('IQ');
    expect(held.status).toBe('restricted_countries');
    expect((await file('JO')).status).toBe('charity_account_staff');
    // The supervisor clears it (with the SMS code): it goes on to the review.
    const cleared = await step(held.id, 'clear_restriction', 'ftuser', { otp: 'right' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().status).toBe('ft_review');
  });

  it("tells the steps' dialogs whether the transfer's country is on the list now, to those who reach the transfer", async () => {
    const { mission: _mission, ...data } = exampleRecord(w.entity.schema);
    const id = (await createRecord(t, w, u.ftstaff!, { ...data, request_type: 'd', country: 'SY' })).id;
    const restriction = async (who: string) => {
      const answer = await t.call('GET', `/ft/fund-transfer/${id}/restriction/`, { token: u[who]!.token });
      return answer.statusCode === 200 ? answer.json().restricted : answer.statusCode;
    };
    expect(await restriction('kuwaiti')).toBe(0);
    expect((await setList('ftuser', ['IQ', 'SY'])).statusCode).toBe(200);
    expect(await restriction('kuwaiti')).toBe(1);
    expect(await restriction('charity')).toBe(1);
    expect((await setList('ftuser', ['IQ'])).statusCode).toBe(200);
    expect(await restriction('ftuser')).toBe(0);
    // Neither a foreign entity nor a mission takes a step that warns of it.
    expect(await restriction('foreign')).toBe(403);
    expect(await restriction('mission')).toBe(403);
  });
});
