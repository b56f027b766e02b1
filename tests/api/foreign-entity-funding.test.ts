/**
 * `foreign-entities/funding-local-entites/`: the local entities whose transfers the bank sent to a
 * foreign entity, summed per local entity; only transfers that reached the entity count, and a
 * caller sees only entities in its scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  tokens = Object.fromEntries(await Promise.all(['ftuser', 'approved', 'foreign', 'kuwaiti', 'interior'].map(async (u) => [u, await t.login(u)] as const)));
  // Transfers to entity 2 in several states, as the fund-transfer workflow leaves them.
  const transfers = [
    { local_entity: 1, amount: 1000, status: 'completed' },
    { local_entity: 1, amount: 250.5, status: 'donation_received' },
    { local_entity: 3, amount: 5000, status: 'foreign_entity' },
    { local_entity: 3, amount: 9999, status: 'bank' },
    { local_entity: 4, amount: 70, status: 'rejected' },
  ];
  for (const transfer of transfers) {
    await t.db.query(`INSERT INTO fund_transfer_records (data) VALUES ($1)`, [JSON.stringify({ ...transfer, foreign_entity: 2, request_type: 'd' })]);
  }
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const funding = (token: string, foreign_entity: number | string) =>
  t.call('GET', '/foreign-entities/funding-local-entites/', { token, query: { foreign_entity }, language: 'en' });

describe('funding local entities', () => {
  it('sums the transfers the bank sent, per local entity, largest first', async () => {
    const response = await funding(tokens.ftuser!, 2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map(({ local_entity, transfers, total_amount }: Record<string, number>) => ({ local_entity, transfers, total_amount }))).toEqual([
      { local_entity: 3, transfers: 1, total_amount: 5000 },
      { local_entity: 1, transfers: 2, total_amount: 1250.5 },
    ]);
  });

  it('shows an approved foreign entity its own funders and hides other entities', async () => {
    expect((await funding(tokens.approved!, 2)).json()).toHaveLength(2);
    expect((await funding(tokens.approved!, 1)).statusCode).toBe(404);
    expect((await funding(tokens.foreign!, 2)).statusCode).toBe(403);
  });

  it('refuses callers outside the rule and a missing or bad entity id', async () => {
    expect((await funding(tokens.kuwaiti!, 2)).statusCode).toBe(403);
    expect((await funding(tokens.interior!, 2)).statusCode).toBe(403);
    expect((await funding(tokens.ftuser!, 999999)).statusCode).toBe(404);
    const bad = await funding(tokens.ftuser!, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('foreign_entity');
  });
});
