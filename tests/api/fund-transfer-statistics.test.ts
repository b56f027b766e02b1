/**
 * `ft/fund-transfer/statistics/` and `overview_statistics/` (product spec section 7): figures among the
 * transfers the caller may see, per state and per month (the dashboard's chart), never answered by the
 * `{id}/` route; a user type the transfers are not for is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, startFundTransferApp } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

let t: TestApp;
let u: Record<string, TestUser>;
const w = boundWorkflows().find((b) => b.name === 'fund-transfer') as BoundWorkflow;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const get = (path: string, who: string) => t.call('GET', `/ft/fund-transfer/${path}`, { token: u[who]!.token });
type Statistics = { by_status: Array<{ status: string; count: number; amount: number }>; by_month: Array<{ month: string; count: number; amount: number }>; total: number; total_amount: number };

describe('fund-transfer statistics', () => {
  it('counts and sums the transfers per state and per month, this month last', async () => {
    const before = (await get('statistics/', 'kuwaiti')).json() as Statistics;
    for (const amount of [1000.5, 2500.25]) await createRecord(t, w, u.ftstaff!, { ...exampleRecord(w.entity.schema), amount });
    const response = await get('statistics/', 'kuwaiti');
    expect(response.statusCode).toBe(200);
    const after = response.json() as Statistics;
    expect(after.total - before.total).toBe(2);
    expect(after.total_amount - before.total_amount).toBeCloseTo(3500.75, 3);
    const fresh = (figures: Statistics) => figures.by_status.find((row) => row.status === 'new')!;
    expect(fresh(after).count - fresh(before).count).toBe(2);
    expect(after.by_status.map((row) => row.status)).toContain('restricted_countries'); // every state, zeros too
    expect(after.by_month).toHaveLength(12);
    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    expect(after.by_month.at(-1)!.month).toBe(thisMonth);
    expect(after.by_month.at(-1)!.count - before.by_month.at(-1)!.count).toBe(2);
  });

  it('answers the dashboard cards, each caller among what it may see', async () => {
    const ministry = (await get('overview_statistics/', 'charity')).json();
    const total = (await get('statistics/', 'charity')).json().total;
    expect(ministry).toMatchObject({ total, completed: expect.any(Number), in_progress: expect.any(Number), completed_amount: expect.any(Number) });
    expect(ministry.in_progress).toBeLessThanOrEqual(ministry.total);
    // A foreign entity sees only transfers that reached it: none of the new ones above.
    const foreign = (await get('overview_statistics/', 'approved')).json();
    expect(foreign.total).toBeLessThan(ministry.total);
  });

  it('is never taken for a transfer id, and refuses user types the transfers are not for', async () => {
    for (const path of ['statistics/', 'overview_statistics/']) {
      expect((await get(path, 'ftuser')).statusCode).toBe(200);
      const refused = await t.call('GET', `/ft/fund-transfer/${path}`, { token: u.interior!.token, language: 'en' });
      expect(refused.statusCode).toBe(403);
    }
  });
});
