import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let approved: string;
let foreign: string;
let ftuser: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, approved, foreign, ftuser] = (await Promise.all(['staff', 'approved', 'foreign', 'ftuser'].map((u) => t.login(u)))) as [string, string, string, string];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const entityStatus = async (id: number) => (await t.call('GET', `/foreign-entities/${id}/`, { token: staff })).json().status;

describe('modify requests', () => {
  it('files a request with supporting PDFs, moving the entity to Modified; the ministry accepts and the values apply', async () => {
    const file = await t.upload('/modify-files/', approved, { name: 'minutes.pdf', type: 'application/pdf', bytes: minimalPdf(['Board minutes']) });
    expect(file.statusCode, file.body).toBe(201);
    const filed = await t.call('POST', '/modify-requests/', { token: approved, body: { foreign_entity: 2, name_en: 'Green Crescent International', reason: 'New board', files: [{ id: file.json().id }] } });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ status: 'open', foreign_entity: 2 });
    expect(filed.json().files.map((f: { name: string }) => f.name)).toEqual(['minutes.pdf']);
    expect(await entityStatus(2)).toBe(5);
    const again = await t.call('POST', '/modify-requests/', { token: approved, body: { foreign_entity: 2, reason: 'Twice' } });
    expect(again.statusCode).toBe(409);

    const edited = await t.call('PUT', `/modify-requests/${filed.json().id}/`, { token: approved, body: { foreign_entity: 2, reason: 'New board and address', name_en: 'Green Crescent International' } });
    expect(edited.json().reason).toBe('New board and address');
    expect((await t.call('POST', `/modify-requests/${filed.json().id}/accept/`, { token: approved, body: {} })).statusCode).toBe(403);
    const accepted = await t.call('POST', `/modify-requests/${filed.json().id}/accept/`, { token: staff, body: { comment: 'Checked' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const entity = (await t.call('GET', '/foreign-entities/2/', { token: staff })).json();
    expect(entity).toMatchObject({ status: 2, name_en: 'Green Crescent International' });
    const events = (await t.call('GET', '/foreign-entity-state-logs/2/', { token: staff })).json().map((l: { event: string }) => l.event);
    expect(events.slice(-2)).toEqual(['modify', 'accept_modification']);
    expect((await t.call('PUT', `/modify-requests/${filed.json().id}/`, { token: approved, body: { foreign_entity: 2, reason: 'Too late' } })).statusCode).toBe(403);
  });

  it('rejects with a required reason; the entity is approved again unchanged', async () => {
    const filed = (await t.call('POST', '/modify-requests/', { token: approved, body: { foreign_entity: 2, email: 'new@crescent.example', reason: 'New address' } })).json();
    const noReason = await t.call('POST', `/modify-requests/${filed.id}/reject/`, { token: staff, body: {}, language: 'en' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ comment: 'A comment is required for this action' });
    expect((await t.call('POST', `/modify-requests/${filed.id}/reject/`, { token: staff, body: { comment: 'No proof' } })).json().status).toBe('rejected');
    const entity = (await t.call('GET', '/foreign-entities/2/', { token: staff })).json();
    expect(entity).toMatchObject({ status: 2, email: 'approved@portal.example' });
    const logs = (await t.call('GET', `/modify-request-state-logs/${filed.id}/`, { token: approved })).json();
    expect(logs.map((l: { event: string; comment: string }) => [l.event, l.comment])).toEqual([['reject', 'No proof']]);
  });

  it('refuses a request for an entity that is not approved, or another entity', async () => {
    expect((await t.call('POST', '/modify-requests/', { token: foreign, body: { foreign_entity: 1, reason: 'x' } })).statusCode).toBe(409);
    expect((await t.call('POST', '/modify-requests/', { token: foreign, body: { foreign_entity: 2, reason: 'x' } })).statusCode).toBe(404);
    const list = (await t.call('GET', '/modify-requests/', { token: foreign })).json();
    expect(list.count).toBe(0);
  });
});

describe('bank details', () => {
  const account = { foreign_entity: 2, beneficiary_name: 'Green Crescent Society', bank_name: 'Attijariwafa Bank', currency: 'USD', swift_code: 'BCMAMAMC', bic: 'BCMAMAMC', iban: 'GB82 WEST 1234 5698 7654 32' };

  it('keeps an entity bank account with a valid Swift code, BIC and IBAN', async () => {
    const created = await t.call('POST', '/bank-details/', { token: approved, body: account });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await t.call('GET', '/ft/fe-bank/', { token: ftuser, query: { foreign_entity: 2 } })).json();
    expect(listed.results.map((b: { id: number }) => b.id)).toContain(created.json().id);
    expect((await t.call('GET', `/bank-details/${created.json().id}/`, { token: foreign })).statusCode).toBe(404);
  });

  it('refuses a BIC of the wrong length, a malformed Swift code and a bad IBAN with the spec messages', async () => {
    const bad = await t.call('POST', '/bank-details/', { token: staff, language: 'en', body: { ...account, bic: 'ABCDEFG', swift_code: '12CDEFGH', iban: 'GB00WEST12345698765432' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ bic: 'BIC codes have either 8 or 11 characters', swift_code: 'Swift Code is not valid', iban: 'IBAN is not valid' });
    const ar = await t.call('POST', '/bank-details/', { token: staff, language: 'ar', body: { ...account, bic: 'ABCDEFG' } });
    expect(ar.json().fields.bic).not.toBe('BIC codes have either 8 or 11 characters');
  });

  it('does not let an entity add an account to another entity', async () => {
    expect((await t.call('POST', '/bank-details/', { token: foreign, body: account })).statusCode).toBe(404);
    expect((await t.call('POST', '/ft/fe-bank/', { token: staff, body: account })).statusCode).toBe(403);
  });
});
