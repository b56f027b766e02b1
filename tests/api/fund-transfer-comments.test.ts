/**
 * Remarks on fund transfers through the API: whoever reaches a transfer adds and reads them, with
 * the author's name; a transfer out of the caller's scope is a 404 for both, an empty remark a
 * translated field error that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { startFundTransferApp } from './workflow/api-steps.ts';
import { authorisedTransfers } from './workflow/record-factories.ts';

let t: TestApp;
let u: Record<string, TestUser>;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const add = (fund_transfer: number, comment: string, who: string, language = 'en') =>
  t.call('POST', '/ft/fund-transfer-comment/', { token: u[who]!.token, language, body: { fund_transfer, comment, author_name: 'Someone else' } });
const list = (fund_transfer: number, who: string) => t.call('GET', '/ft/fund-transfer-comment/', { token: u[who]!.token, query: { fund_transfer } });

describe(`fund-transfer comments (${testDatabaseKind})`, () => {
  it('lets the entity and the ministry remark on a transfer, oldest first, each under its author’s name', async () => {
    const [id] = await authorisedTransfers(t, 1, 1);
    const first = await add(id!, 'الإيصال مرفق بالطلب', 'ftstaff');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ fund_transfer: id, comment: 'الإيصال مرفق بالطلب', author_name: 'Salem Al-Hajri' });
    expect((await add(id!, 'Checked against the bank statement', 'charity')).statusCode).toBe(201);
    const remarks = (await list(id!, 'kuwaiti')).json();
    expect(remarks.results.map((r: { comment: string; author_name: string }) => [r.author_name, r.comment])).toEqual([
      ['Salem Al-Hajri', 'الإيصال مرفق بالطلب'],
      ['Reem Al-Otaibi', 'Checked against the bank statement'],
    ]);
  });

  it('refuses an empty remark and a transfer out of scope, writing nothing', async () => {
    const [own] = await authorisedTransfers(t, 1, 1);
    const [others] = await authorisedTransfers(t, 2, 1);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ft_comment_records')).rows[0]!.n;
    const before = await count();
    const empty = await add(own!, '', 'ftstaff', 'ar');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.comment).toBe('هذا الحقل مطلوب');
    expect((await add(others!, 'Not mine', 'ftstaff')).statusCode).toBe(404);
    expect((await add(999_999, 'Nobody’s', 'charity')).statusCode).toBe(404);
    expect((await list(others!, 'ftstaff')).json().results).toEqual([]);
    expect((await add(own!, 'Not theirs yet', 'approved')).statusCode).toBe(404); // paid to it only later
    expect(await count()).toBe(before);
  });
});
