/**
 * Fund transactions through the API: a local entity drafts one for up to 10 of its authorised
 * transfers (figures from them), its FT manager submits it, which claims the transfers; the
 * ministry schedules and activates it or records the bank's rejection. Each refusal is a translated
 * field error that writes nothing. The statechart itself is covered by workflow-model.test.ts (its
 * transfers made by tests/api/workflow/record-factories.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from './harness.ts';
import { expectPhrases, expectPhrasesInOrder, pdfText } from './pdf-text.ts';
import type { TestUser } from './workflow/access-model.ts';
import { startFundTransferApp } from './workflow/api-steps.ts';
import { authorisedTransfers } from './workflow/record-factories.ts';
import { paciTestDouble } from '../../src/server/platform/auth/paci-adapter.ts';

let t: TestApp;
let u: Record<string, TestUser>;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const DETAILS = { deposit_receipt: 'DR-2026-104', kuwaiti_bank: 'National Bank of Kuwait', account_number: 'KW81CBKU0000000000001234560101', civil_id: '289010112345', payer: 'Kuwait Relief Society', payee: 'Amman Orphans Care' };

const draft = (confirm_ids: unknown, who = 'ftstaff', language = 'en', extra: Record<string, unknown> = {}) =>
  t.call('POST', '/ft/transaction/', { token: u[who]!.token, language, body: { ...DETAILS, confirm_ids, ...extra } });
const submit = (id: number, who = 'kuwaiti') => t.call('POST', '/ft/submission/', { token: u[who]!.token, language: 'en', query: { transaction_id: id }, body: {} });
const step = (id: number, path: string, who = 'charity', comment = 'checked') => t.call('POST', `/ft/transaction/${id}/${path}/`, { token: u[who]!.token, body: { comment } });
const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ft_transaction_records')).rows[0]!.n;
const transfer = async (id: number) => (await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.kuwaiti!.token })).json();

describe(`fund transactions (${testDatabaseKind})`, () => {
  it('drafts a transaction of authorised transfers, with its number and figures taken from them', async () => {
    const ids = await authorisedTransfers(t, 1, 2);
    const response = await draft(ids, 'ftstaff', 'en', { amount: 1, local_entity: 9, status: 'activated' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      transaction_no: expect.stringMatching(/^TR-\d{4}-\d{6}$/), status: 'draft', local_entity: 1, confirm_ids: ids,
      amount: 2500.25, amount_usd: 8125.81, country: 'IQ', mission: 1, mission_name: 'Embassy of the State of Kuwait in Amman',
    });
  });

  it('refuses what cannot be paid with the spec’s messages, in both languages, writing nothing', async () => {
    const before = await count();
    const message = async (confirm_ids: unknown, language = 'en', extra = {}) => {
      const response = await draft(confirm_ids, 'ftstaff', language, extra);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields;
    };
    expect((await message([])).confirm_ids).toBe('Please select transactions');
    expect((await message([], 'ar')).confirm_ids).toBe('يرجى اختيار المعاملات');
    const { confirm_ids: _none, ...withoutIds } = DETAILS as Record<string, unknown>;
    expect((await t.call('POST', '/ft/transaction/', { token: u.ftstaff!.token, language: 'en', body: withoutIds })).json().fields.confirm_ids).toBe('Please select transactions');
    expect((await message(await authorisedTransfers(t, 1, 11))).confirm_ids).toBe('At most 10 fund transfers can be paid in one transaction');
    const [fresh] = await authorisedTransfers(t, 1, 1, { status: 'new' });
    const [othersEntity] = await authorisedTransfers(t, 2, 1);
    // Its own transfer by its deposit receipt; another entity's, or none, by number only.
    expect((await message([fresh, othersEntity, 999_999])).confirm_ids).toBe(`These transfers cannot be paid in a transaction: DR-1, #${othersEntity}, #999999 (only your entity's transfers the ministry has authorised and no other transaction holds)`);
    expect((await message(await authorisedTransfers(t, 1, 1), 'en', { civil_id: '12345' })).civil_id).toBe('Enter the 12 digits of the civil ID');
    expect(await count()).toBe(before);
  });

  it('keeps drafts from the ministry; the FT manager submits, which claims the transfers for the transaction', async () => {
    const ids = await authorisedTransfers(t, 1, 3);
    const { id } = (await draft(ids)).json();
    expect((await t.call('GET', `/ft/transaction/${id}/`, { token: u.charity!.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/ft/transaction/', { token: u.charity!.token, query: { status: 'all' } })).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await submit(id, 'ftstaff')).statusCode).toBe(409); // the FT staff drafts; the manager submits
    const submitted = await submit(id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('received');
    expect(await transfer(ids[0]!)).toMatchObject({ transaction: id, transaction_no: submitted.json().transaction_no });
    const paid = await t.call('GET', '/ft/fund-transfer/', { token: u.ftstaff!.token, query: { transaction: id, status: 'all' } });
    expect(paid.json().results.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());
    expect((await t.call('GET', `/ft/transaction/${id}/`, { token: u.charity!.token })).statusCode).toBe(200);
    // Submitted: no longer edited or deleted, and its transfers cannot go in another transaction.
    expect((await t.call('PATCH', `/ft/transaction/${id}/`, { token: u.ftstaff!.token, body: { payer: 'Other' } })).statusCode).toBe(403);
    const deleted = await t.call('DELETE', `/ft/transaction/${id}/`, { token: u.ftstaff!.token, language: 'en' });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('A submitted transaction cannot be deleted: cancel it instead');
    expect((await draft([ids[0]])).json().fields.confirm_ids).toMatch(/^These transfers cannot be paid/);
  });

  it('lets a draft be changed, its figures following, and deleted', async () => {
    const [a, b] = await authorisedTransfers(t, 1, 2);
    const { id } = (await draft([a])).json();
    const changed = await t.call('PATCH', `/ft/transaction/${id}/`, { token: u.ftstaff!.token, body: { confirm_ids: [a, b], payer: 'Relief Society' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ confirm_ids: [a, b], amount: 2500.25, payer: 'Relief Society' });
    expect((await t.call('DELETE', `/ft/transaction/${id}/`, { token: u.ftstaff!.token })).statusCode).toBe(200);
  });

  it('is scheduled, unscheduled, rescheduled and activated by the charity account staff only, each step in its history', async () => {
    const { id } = (await draft(await authorisedTransfers(t, 1, 1))).json();
    expect((await submit(id)).statusCode).toBe(200);
    expect((await step(id, 'schedule', 'ftuser')).statusCode).toBe(409); // the general account supervisor is not the holder
    expect((await step(id, 'schedule', 'kuwaiti')).statusCode).toBe(403);
    expect((await step(id, 'schedule')).statusCode).toBe(200);
    expect((await step(id, 'unschedule', 'charity', '')).statusCode).toBe(400); // why it came off the schedule
    for (const path of ['unschedule', 'reschedule', 'activate']) expect((await step(id, path)).statusCode).toBe(200);
    const history = (await t.call('GET', '/ft/transaction/history/', { token: u.kuwaiti!.token, query: { transaction_id: id } })).json();
    expect(history.map((row: { event: string }) => row.event)).toEqual(['submit', 'schedule', 'unschedule', 'reschedule', 'activate']);
    expect((await step(id, 'cancel', 'kuwaiti')).statusCode).toBe(409);
  });

  it('frees its transfers when cancelled or rejected by the bank, so another transaction may pay them', async () => {
    for (const [path, who] of [['cancel', 'kuwaiti'], ['reject-by-bank', 'charity']] as const) {
      const ids = await authorisedTransfers(t, 1, 2);
      const { id } = (await draft(ids)).json();
      expect((await submit(id)).statusCode).toBe(200);
      expect((await step(id, path, who)).statusCode).toBe(200);
      expect((await transfer(ids[0]!)).transaction).toBeUndefined();
      const again = (await draft(ids)).json();
      expect((await submit(again.id)).statusCode).toBe(200);
    }
  });

  it('lets exactly one of 20 concurrent submissions naming the same transfers through; the others change nothing', async () => {
    const ids = await authorisedTransfers(t, 1, 3);
    const drafts = [];
    for (let i = 0; i < 20; i += 1) drafts.push((await draft(ids)).json().id as number);
    const answers = await Promise.all(drafts.map((id) => submit(id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(400)]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().fields.confirm_ids).toMatch(/cannot be paid|already holds/);
    const winner = drafts[answers.findIndex((a) => a.statusCode === 200)];
    const { rows } = await t.db.query<{ transaction_id: string }>('SELECT DISTINCT transaction_id FROM ft_transaction_claims WHERE fund_transfer_id = ANY($1::bigint[])', [ids]);
    expect(rows.map((r) => Number(r.transaction_id))).toEqual([winner]);
    const states = await t.db.query<{ status: string; n: number }>(`SELECT data->>'status' AS status, count(*)::int AS n FROM ft_transaction_records WHERE id = ANY($1::bigint[]) GROUP BY 1`, [drafts]);
    expect(Object.fromEntries(states.rows.map((r) => [r.status, r.n]))).toEqual({ received: 1, draft: 19 });
  });

  it('shows a mission the submitted transactions whose transfers go through it, and counts per state', async () => {
    const through = (await draft(await authorisedTransfers(t, 1, 1))).json().id;
    const directDraft = await draft(await authorisedTransfers(t, 1, 1, { request_type: 'd', mission: null, status: 'ft_direct' }));
    expect(directDraft.statusCode, directDraft.body).toBe(201);
    const direct = directDraft.json().id;
    for (const id of [through, direct]) {
      const response = await submit(id);
      expect(response.statusCode, response.body).toBe(200);
    }
    const listed = (await t.call('GET', '/ft/transaction/', { token: u.mission!.token, query: { status: 'all', page_size: 9999 } })).json().results.map((r: { id: number }) => r.id);
    expect(listed).toContain(through);
    expect(listed).not.toContain(direct);
    const stats = (await t.call('GET', '/ft/transaction/statistics/', { token: u.charity!.token })).json();
    const received = stats.by_status.find((s: { status: string }) => s.status === 'received');
    expect(received.count).toBeGreaterThanOrEqual(2);
    expect(stats.by_status.find((s: { status: string }) => s.status === 'draft').count).toBe(0); // drafts stay the entity's
    expect((await t.call('GET', '/ft/transaction/statistics/', { token: u.kuwaiti!.token })).json().by_status.find((s: { status: string }) => s.status === 'draft').count).toBeGreaterThan(0);
  });

  it('prints as a PDF in the caller’s language, the Arabic words read back in order; out of scope it is 404', async () => {
    const { id, transaction_no } = (await draft(await authorisedTransfers(t, 1, 2), 'ftstaff', 'en', { payee: 'جمعية الهلال الأخضر للتنمية' })).json();
    const pdf = async (language: string, who = 'kuwaiti') => t.call('GET', `/ft/transaction/${id}/export-item-pdf/`, { token: u[who]!.token, language });
    const ar = await pdf('ar');
    expect(ar.statusCode, ar.body.slice(0, 200)).toBe(200);
    expect(ar.headers['content-type']).toBe('application/pdf');
    const arabic = pdfText(ar.rawPayload);
    expectPhrasesInOrder(arabic, ['المعاملة', transaction_no, 'مسودة']);
    // (poppler reads a shadda apart from its letter: the mission's name is matched up to its last word)
    expectPhrases(arabic, ['جمعية الهلال الأخضر للتنمية', 'العراق', 'تحويل عادي', 'سفارة دولة الكويت في']);
    expectPhrases(pdfText((await pdf('en')).rawPayload), ['Transaction', transaction_no, 'Draft', 'Fund transfers it pays for', 'Authorised: regular', 'Iraq']);
    expect((await pdf('en', 'charity')).statusCode).toBe(404); // a draft is the entity's own
  });
  it('asks for Kuwait Mobile ID before a submission when the ministry requires it: the manager authenticates, then submits', async () => {
    const setPaci = (value: string) => t.db.query(`UPDATE setting_records SET data = data || jsonb_build_object('value', $1::text) WHERE data->>'key' = 'ft_paci_required'`, [value]);
    const authenticate = (id: number, who = 'kuwaiti') => t.call('POST', '/ft/auth-url/', { token: u[who]!.token, language: 'en', body: { transaction_id: id } });
    await setPaci('true');
    try {
      const { id } = (await draft(await authorisedTransfers(t, 1, 1))).json();
      const refused = await submit(id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Authenticate with Kuwait Mobile ID for this transaction first, then submit it');
      expect((await authenticate(id, 'ftstaff')).statusCode).toBe(403); // the manager submits, so the manager authenticates
      expect((await authenticate(id, 'charity')).statusCode).toBe(403);

      paciTestDouble.decide(DETAILS.civil_id, 'rejected');
      expect((await authenticate(id)).json()).toMatchObject({ status: 'rejected', auth_url: null });
      expect((await submit(id)).statusCode).toBe(400);
      paciTestDouble.reset();
      const approved = await authenticate(id);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', auth_url: `/portal/ft/authentication-success?transaction_id=${id}` });
      expect((await submit(id)).statusCode).toBe(200);
      expect((await authenticate(id)).statusCode).toBe(409); // submitted: nothing left to authenticate
    } finally {
      paciTestDouble.reset();
      await setPaci('false');
    }
  });
});
