/**
 * The PDFs of fund transfers through the API: one transfer with its history, the list with the same
 * filters, the ministry's and the central bank's receipts (by transfers or by transaction) and the
 * transfers to one foreign entity. Each reads back with pdftotext in the file's language (Arabic in
 * order), covers only what the caller may see, and refuses a transfer not yet there by its number.
 * Also: a transfer is deleted only while it is its FT staff's draft.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from './harness.ts';
import { expectPhrases, expectPhrasesInOrder, pdfText } from './pdf-text.ts';
import type { TestUser } from './workflow/access-model.ts';
import { startFundTransferApp } from './workflow/api-steps.ts';
import { authorisedTransfers } from './workflow/record-factories.ts';

let t: TestApp;
let u: Record<string, TestUser>;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const PAYMENT = { deposit_receipt: 'DR-TR', kuwaiti_bank: 'Gulf Bank', account_number: 'KW81CBKU0000000000001234560101', civil_id: '289010112345', payer: 'Al-Awn', payee: 'Green Crescent' };
const get = (path: string, who: string, language = 'en', query: Record<string, string | number> = {}) => t.call('GET', path, { token: u[who]!.token, language, query });
const textOf = (response: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfText(response.rawPayload);
};

describe(`fund-transfer prints (${testDatabaseKind})`, () => {
  it('prints one transfer with its fields and history, in Arabic in order and in English; out of scope it is 404', async () => {
    const [id] = await authorisedTransfers(t, 1, 1, { deposit_receipt: 'DR-PRINT-1', purpose: 'كفالة الأيتام في بغداد' });
    const path = `/ft/fund-transfer/${id}/export-item-pdf/`;
    const arabic = textOf(await get(path, 'kuwaiti', 'ar'));
    expectPhrasesInOrder(arabic, ['تحويل أموال', 'DR-PRINT-1']);
    expectPhrases(arabic, ['كفالة الأيتام في بغداد', 'جمعية الهلال الأخضر', 'جمعية العون الخيرية', 'العراق']);
    expectPhrases(textOf(await get(path, 'charity', 'en')), ['Fund transfer', 'DR-PRINT-1', 'Green Crescent Society', 'Al-Awn Charitable Society', 'Iraq', 'History']);
    expect((await get(path, 'approved')).statusCode).toBe(404); // the receiving entity sees it once it is paid
    const [othersEntity] = await authorisedTransfers(t, 2, 1);
    expect((await get(`/ft/fund-transfer/${othersEntity}/export-item-pdf/`, 'kuwaiti')).statusCode).toBe(404);
  });

  it('exports the list as a PDF with the list’s filters, filter_by_status naming the state', async () => {
    await authorisedTransfers(t, 1, 2, { deposit_receipt: 'DR-LIST-DM', status: 'diplomatic_mission' });
    const text = textOf(await get('/ft/fund-transfer/export-pdf/', 'charity', 'en', { filter_by_status: 'diplomatic_mission' }));
    expectPhrases(text, ['Fund transfer requests', 'DR-LIST-DM', 'Status', 'At the diplomatic mission']);
    expect(text).not.toContain('DR-PRINT-1');
    expect((await get('/ft/fund-transfer/export-pdf/', 'charity', 'en', { filter_by_status: 'nonsense' })).statusCode).toBe(400);
    expectPhrases(textOf(await get('/ft/fund-transfer/export-pdf/', 'kuwaiti', 'ar', { filter_by_status: 'diplomatic_mission' })), ['طلبات تحويل الأموال', 'DR-LIST-DM']);
  });

  it('gives the ministry’s receipt for authorised transfers by id or by transaction, refusing others by their number', async () => {
    const ids = await authorisedTransfers(t, 1, 2, { deposit_receipt: 'DR-RCPT' });
    const arabic = textOf(await get('/ft/mofa-receipt/', 'kuwaiti', 'ar', { ft_ids: ids.join(',') }));
    expectPhrasesInOrder(arabic, ['وزارة الخارجية', 'إيصال تحويل أموال']);
    expectPhrases(arabic, ['جمعية العون الخيرية', 'جمعية الهلال الأخضر']);
    const english = textOf(await get('/ft/mofa-receipt/', 'charity', 'en', { ft_ids: ids.join(',') }));
    expectPhrases(english, ['fund transfer receipt', 'Number of transfers', '2', 'KWD', '2,500.250', 'USD']);

    const [fresh] = await authorisedTransfers(t, 1, 1, { deposit_receipt: 'DR-NOT-YET', status: 'charity_account_staff' });
    const refused = await get('/ft/mofa-receipt/', 'charity', 'en', { ft_ids: `${ids[0]},${fresh}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.ft_ids).toBe('The ministry has not authorised these transfers yet: DR-NOT-YET');
    expect((await get('/ft/mofa-receipt/', 'charity', 'ar', { ft_ids: String(fresh) })).json().fields.ft_ids).toBe('لم تعتمد الوزارة هذه التحويلات بعد: DR-NOT-YET');
    expect((await get('/ft/mofa-receipt/', 'charity', 'en')).json().fields.ft_ids).toBe('Give either the transfers (ft_ids) or a transaction (tr_id)');
    const [othersEntity] = await authorisedTransfers(t, 2, 1);
    expect((await get('/ft/mofa-receipt/', 'kuwaiti', 'en', { ft_ids: `${ids[0]},${othersEntity}` })).statusCode).toBe(404);
    expect((await get('/ft/mofa-receipt/', 'approved', 'en', { ft_ids: String(ids[0]) })).statusCode).toBe(403);

    const draft = await t.call('POST', '/ft/transaction/', { token: u.ftstaff!.token, body: { confirm_ids: ids, ...PAYMENT } });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id: transaction, transaction_no } = draft.json();
    expectPhrases(textOf(await get('/ft/mofa-receipt/', 'kuwaiti', 'en', { tr_id: transaction })), [transaction_no, 'DR-RCPT']);
    expect((await get('/ft/mofa-receipt/', 'charity', 'en', { tr_id: transaction })).statusCode).toBe(404); // a draft is the entity's own
  });

  it('gives the central bank’s receipt only for transfers sent to the bank', async () => {
    const atBank = await authorisedTransfers(t, 1, 2, { deposit_receipt: 'DR-CBK', status: 'bank', kuwaiti_bank: 'Gulf Bank' });
    const text = textOf(await get('/ft/central-bank-receipt/', 'charity', 'en', { ft_ids: atBank.join(',') }));
    expectPhrases(text, ['Central Bank of Kuwait', 'DR-CBK', 'Gulf Bank']);
    expectPhrases(textOf(await get('/ft/central-bank-receipt/', 'charity', 'ar', { ft_ids: atBank.join(',') })), ['أموال لبنك الكويت المركزي']);
    const [authorisedOnly] = await authorisedTransfers(t, 1, 1, { deposit_receipt: 'DR-NOT-BANK' });
    const refused = await get('/ft/central-bank-receipt/', 'charity', 'en', { ft_ids: String(authorisedOnly) });
    expect(refused.json().fields.ft_ids).toBe('These transfers have not been sent to the bank yet: DR-NOT-BANK');
  });

  it('prints the transfers to one foreign entity for the user the link names, within their scope', async () => {
    await authorisedTransfers(t, 1, 1, { deposit_receipt: 'DR-FE-OWN', status: 'foreign_entity' });
    await authorisedTransfers(t, 2, 1, { deposit_receipt: 'DR-FE-OTHER' });
    const staff = textOf(await get(`/ft/fund_transfers_for_fe/2/${u.charity!.id}`, 'charity', 'ar'));
    expectPhrasesInOrder(staff, ['تحويلات الأموال إلى', 'جمعية الهلال الأخضر']);
    expectPhrases(staff, ['DR-FE-OWN', 'DR-FE-OTHER']);
    expectPhrases(textOf(await get(`/ft/fund_transfers_for_fe/2/${u.approved!.id}`, 'approved', 'en')), ['Fund transfers to', 'Green Crescent Society', 'DR-FE-OWN']);
    expect(textOf(await get(`/ft/fund_transfers_for_fe/2/${u.approved!.id}`, 'approved', 'en'))).not.toContain('DR-FE-OTHER'); // paid to it, not yet
    expect((await get(`/ft/fund_transfers_for_fe/2/${u.approved!.id}`, 'charity')).statusCode).toBe(404); // someone else's link
    expect((await get(`/ft/fund_transfers_for_fe/999999/${u.charity!.id}`, 'charity')).statusCode).toBe(404);
    expect((await get(`/ft/fund_transfers_for_fe/2/${u.kuwaiti!.id}`, 'kuwaiti')).statusCode).toBe(403);
  });

  it('deletes a transfer only while it is its FT staff’s draft', async () => {
    const [draft, returned, moved, held] = [
      ...(await authorisedTransfers(t, 1, 1, { status: 'new' })),
      ...(await authorisedTransfers(t, 1, 1, { status: 'local_entity_ft_staff' })),
      ...(await authorisedTransfers(t, 1, 1, { status: 'local_entity_ft_manager' })),
      ...(await authorisedTransfers(t, 1, 1, { status: 'new', transaction: 1 })),
    ];
    const remove = (id: number, who = 'ftstaff') => t.call('DELETE', `/ft/fund-transfer/${id}/`, { token: u[who]!.token, language: 'en' });
    expect((await remove(draft!, 'kuwaiti')).statusCode).toBe(403); // the FT manager approves; the staff drafts
    expect((await remove(draft!, 'charity')).statusCode).toBe(403);
    const refused = await remove(moved!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This transfer has moved on from its draft and cannot be deleted: reject it instead');
    expect((await remove(held!)).statusCode).toBe(409);
    for (const id of [draft!, returned!]) {
      expect((await remove(id)).statusCode).toBe(200);
      expect((await get(`/ft/fund-transfer/${id}/`, 'ftstaff')).statusCode).toBe(404);
    }
    expect((await get(`/ft/fund-transfer/${moved}/`, 'ftstaff')).statusCode).toBe(200);
  });
});
