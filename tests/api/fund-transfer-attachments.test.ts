/**
 * The files of fund transfers through the API: listed for whoever reaches the transfer, renamed and
 * removed only by whoever may edit its attachments in its state (its FT staff while it is their
 * draft), and `ft/attachment-rights/` telling the portal so, with the steps open to the caller that
 * carry a document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, testDatabaseKind, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { startFundTransferApp } from './workflow/api-steps.ts';
import { authorisedTransfers } from './workflow/record-factories.ts';

let t: TestApp;
let u: Record<string, TestUser>;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const TRANSFER = { request_type: 'r', amount: 310.5, deposit_receipt: 'DR-ATT-1', purpose: 'School books', foreign_entity: 2, country: 'IQ', mission: 1 };

/** A transfer the FT staff files with one uploaded PDF; its id and the file's. */
async function filedWithFile(): Promise<{ id: number; file: number }> {
  const upload = await t.upload('/ft/attachment/', u.ftstaff!.token, { name: 'deposit.pdf', type: 'application/pdf', bytes: minimalPdf(['Deposit']) });
  expect(upload.statusCode, upload.body).toBe(201);
  const created = await t.call('POST', '/ft/fund-transfer/', { token: u.ftstaff!.token, body: { ...TRANSFER, deposit_receipt: `DR-ATT-${upload.json().id}`, attachments: [{ id: upload.json().id }] } });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id, file: upload.json().id };
}
const files = (id: number, who: string) => t.call('GET', '/ft/attachment/', { token: u[who]!.token, query: { fund_transfer: id } });
const rights = async (id: number, who: string) => (await t.call('GET', '/ft/attachment-rights/', { token: u[who]!.token, query: { fund_transfer: id } })).json();
const rename = (file: number, name: string, who: string) => t.call('PATCH', `/ft/attachment/${file}/`, { token: u[who]!.token, language: 'en', body: { name } });

describe(`fund-transfer attachments (${testDatabaseKind})`, () => {
  it('lists a transfer’s files for whoever reaches it, and 404 for a transfer out of scope', async () => {
    const { id, file } = await filedWithFile();
    const listed = await files(id, 'charity');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: file, name: 'deposit.pdf', content_type: 'application/pdf' })]);
    const [others] = await authorisedTransfers(t, 2, 1);
    expect((await files(others!, 'ftstaff')).statusCode).toBe(404);
  });

  it('lets the FT staff rename and remove files of their draft only; the rights say so', async () => {
    const { id, file } = await filedWithFile();
    expect(await rights(id, 'ftstaff')).toEqual({ add: true, remove: true, steps: [] });
    expect(await rights(id, 'charity')).toEqual({ add: false, remove: false, steps: [] });
    const renamed = await rename(file, 'Deposit slip.pdf', 'ftstaff');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Deposit slip.pdf');
    const refused = await rename(file, 'Other.pdf', 'charity');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The files of this transfer can no longer be changed in its state');
    expect((await rename(file, '../x.pdf', 'ftstaff')).statusCode).toBe(400);

    expect((await t.call('POST', `/ft/fund-transfer/${id}/submit/`, { token: u.ftstaff!.token, body: {} })).statusCode).toBe(200);
    expect((await rename(file, 'Late.pdf', 'ftstaff')).statusCode).toBe(403); // with the manager now
    expect((await t.call('DELETE', `/ft/attachment/${file}/`, { token: u.ftstaff!.token })).statusCode).toBe(403);
    expect((await files(id, 'ftstaff')).json().map((f: { name: string }) => f.name)).toEqual(['Deposit slip.pdf']);

    const draft = await filedWithFile();
    expect((await t.call('DELETE', `/ft/attachment/${draft.file}/`, { token: u.ftstaff!.token })).statusCode).toBe(200);
    expect((await files(draft.id, 'ftstaff')).json()).toEqual([]);
    expect((await t.call('DELETE', `/ft/attachment/${draft.file}/`, { token: u.ftstaff!.token })).statusCode).toBe(404);
  });

  it('names the steps open to the caller that carry a document', async () => {
    const [atBank] = await authorisedTransfers(t, 1, 1, { status: 'bank' });
    expect(await rights(atBank!, 'charity')).toEqual({
      add: false,
      remove: false,
      steps: [{ event: 'transfer', attachment: 'required' }, { event: 'bank_reject', attachment: 'optional' }],
    });
    expect((await rights(atBank!, 'ftuser')).steps).toEqual([]); // the supervisor suspends there, with no document
  });
});
