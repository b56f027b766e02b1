/**
 * Support requests' donations (issue 16): the record's server-made fields, `support/donations/` with
 * amount, currency, a receipt checked by content and the donor's Kuwaiti entity; partial and funded
 * worked out by the server from the donated total (never chosen by the donor), a donation above what
 * is still open refused under `amount` with the spec's 'An error occurs while donation', and 20
 * concurrent donations that together exceed the amount: the total never exceeds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind, type TestApp } from './harness.ts';

let t: TestApp;
let foreign: string;
let staff: string;
let kuwaiti: string;
let ftstaff: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da636460f80f0000010401005f0b6b2b0000000049454e44ae426082', 'hex');

beforeAll(async () => {
  t = await startTestApp();
  [foreign, staff, kuwaiti, ftstaff] = (await Promise.all(['foreign', 'staff', 'kuwaiti', 'ftstaff'].map((name) => t.login(name)))) as [string, string, string, string];
});
afterAll(() => t?.close());

const request = (overrides: Record<string, unknown> = {}) => ({ project_name: 'Wells in Darfur', sector: 'humanitarian_aid', country: 'SD', summary: 'Twenty wells', amount_requested: 1000, ...overrides });

/** A request filed by the demo foreign entity and approved by the ministry. */
async function approvedRequest(overrides: Record<string, unknown> = {}): Promise<{ id: number; number: string }> {
  const created = await t.call('POST', '/support/request/', { token: foreign, body: request(overrides) });
  expect(created.statusCode, created.body).toBe(201);
  const { id, number } = created.json();
  const approved = await t.call('POST', `/support/request/${id}/approve/`, { token: staff, body: {} });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, number };
}

async function receipt(token = kuwaiti, bytes = PDF, name = 'receipt.pdf', type = 'application/pdf'): Promise<number> {
  const uploaded = await t.upload('/support/donations/receipts/', token, { name, type, bytes });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json().id;
}

async function donate(id: number, amount: number, options: { token?: string; currency?: string; language?: string; receipt?: number | null } = {}) {
  const token = options.token ?? kuwaiti;
  const file = options.receipt === undefined ? await receipt(token) : options.receipt;
  const body = { support_request: id, amount, currency: options.currency ?? 'KWD', ...(file === null ? {} : { receipt: [{ id: file }] }) };
  return t.call('POST', '/support/donations/', { token, body, language: options.language ?? 'en' });
}

const read = async (id: number, token = staff) => (await t.call('GET', `/support/request/${id}/`, { token })).json();

describe(`support-request record and donations (${testDatabaseKind})`, () => {
  it('numbers a new request, opens it 30 days by default, keeps what is still open, and ignores server-owned fields', async () => {
    const created = await t.call('POST', '/support/request/', {
      token: foreign,
      body: request({ amount_requested: 2500.125, total_cost: 'USD/82000.50', progress: 'Survey done', execution_period: 12, objectives: 'Water', beneficiaries: 4000, number: 'X-1', donated_total: 999, remaining: 1, status: 'funded' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.number).toMatch(/^SR-\d{4}-\d{5}$/);
    expect(record).toMatchObject({ status: 'new', donated_total: 0, remaining: 2500.125, progress: 'Survey done', total_cost: 'USD/82000.50', foreign_entity: 1 });
    expect(typeof record.foreign_entity_name).toBe('string');
    const expiry = new Date(`${record.expiry_date}T00:00:00Z`).getTime();
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(29);
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBeLessThanOrEqual(31);
    const next = (await t.call('POST', '/support/request/', { token: foreign, body: request() })).json();
    expect(next.number).not.toBe(record.number);
    // Amount requested in KWD: three decimals at most; sector one of the three; expiry date in the future.
    const refused = await t.call('POST', '/support/request/', { token: foreign, body: request({ amount_requested: 10.1234, sector: 'other', expiry_date: '2020-01-01' }), language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['amount_requested', 'expiry_date', 'sector']);
    // The filer edits it while new; what is still open follows the amount.
    const edited = await t.call('PUT', `/support/request/${record.id}/`, { token: foreign, body: { ...request(), amount_requested: 3000, expiry_date: '2099-12-31' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount_requested: 3000, remaining: 3000, expiry_date: '2099-12-31', number: record.number });
  });

  it('moves to partial and then funded from the donated total, with the donor entity, the KWD value and one history row each', async () => {
    const { id } = await approvedRequest({ amount_requested: 1000 });
    const first = await donate(id, 400);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ support_request: id, amount: 400, currency: 'KWD', amount_kwd: 400, local_entity: 1, receipt: [expect.objectContaining({ id: expect.any(Number) })] });
    expect(typeof first.json().local_entity_name).toBe('string');
    expect(await read(id)).toMatchObject({ status: 'partial', donated_total: 400, remaining: 600 });
    // USD counts at the settings' rate (3.25 USD per KWD by default): 650 USD = 200 KWD.
    const usd = await donate(id, 650, { token: ftstaff, currency: 'USD' });
    expect(usd.statusCode, usd.body).toBe(201);
    expect(usd.json().amount_kwd).toBe(200);
    expect(await read(id)).toMatchObject({ status: 'partial', donated_total: 600, remaining: 400 });
    const last = await donate(id, 400);
    expect(last.statusCode, last.body).toBe(201);
    expect(await read(id)).toMatchObject({ status: 'funded', donated_total: 1000, remaining: 0 });
    const history = (await t.call('GET', `/support/request/${id}/history/`, { token: foreign })).json();
    expect(history.map((row: { event: string }) => row.event)).toEqual(['approve', 'donate', 'donate', 'fund']);
    // Whoever reaches the request reads its donations, oldest first.
    for (const token of [staff, foreign, kuwaiti]) {
      const listed = await t.call('GET', '/support/donations/', { token, query: { support_request: id } });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().results.map((d: { amount_kwd: number }) => d.amount_kwd)).toEqual([400, 200, 400]);
    }
    // The receipt downloads for the request's foreign entity.
    const file = first.json().receipt[0].id;
    const download = await t.call('GET', `/support/donations/receipts/${file}/download/`, { token: foreign });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Funded: closed to donations, with the spec's message.
    const closed = await donate(id, 1);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: 'donation_failed', message: 'An error occurs while donation', fields: { support_request: 'This request is not open to donations' } });
  });

  it('refuses a donation above the amount still open under amount, in both languages, writing nothing', async () => {
    const { id } = await approvedRequest({ amount_requested: 500 });
    expect((await donate(id, 300)).statusCode).toBe(201);
    const over = await donate(id, 200.001);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 'donation_failed', message: 'An error occurs while donation', fields: { amount: 'The donation is more than the amount still open: at most 200.000 KWD' } });
    const arabic = await donate(id, 1000, { language: 'ar' });
    expect(arabic.json().message).toBe('حدث خطأ أثناء التبرع');
    expect(arabic.json().fields.amount).toContain('مبلغ التبرع أكبر من المبلغ المتبقي');
    expect(await read(id)).toMatchObject({ status: 'partial', donated_total: 300, remaining: 200 });
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_donation_records WHERE (data->>'support_request')::bigint = $1`, [id]);
    expect(rows[0]!.n).toBe(1);
    // Exactly what remains funds it.
    expect((await donate(id, 200)).statusCode).toBe(201);
    expect((await read(id)).status).toBe('funded');
  });

  it('needs a receipt checked by content, the donor a Kuwaiti entity, and the request open to donors', async () => {
    const { id } = await approvedRequest();
    const none = await donate(id, 10, { receipt: null });
    expect(none.json()).toMatchObject({ code: 'donation_failed', message: 'An error occurs while donation', fields: { receipt: 'Attach the transfer receipt' } });
    // A PNG named .pdf is refused at upload (content, not name).
    const png = await t.upload('/support/donations/receipts/', kuwaiti, { name: 'receipt.pdf', type: 'application/pdf', bytes: PNG }, 'en');
    expect(png.statusCode).toBe(400);
    const jpeg = await t.upload('/support/donations/receipts/', kuwaiti, { name: 'r.jpg', type: 'image/jpeg', bytes: Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64') });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    // Another user's upload is not the donor's receipt.
    const others = await donate(id, 10, { receipt: jpeg.json().id, token: ftstaff });
    expect(others.statusCode).toBe(400);
    expect(others.json().code).toBe('donation_failed');
    expect((await donate(id, 10, { receipt: jpeg.json().id })).statusCode).toBe(201);
    // Foreign entities and the ministry do not donate; a Kuwaiti entity does not reach a request before approval.
    for (const token of [foreign, staff]) expect((await t.call('POST', '/support/donations/', { token, body: { support_request: id, amount: 1, currency: 'KWD' } })).statusCode).toBe(403);
    const fresh = (await t.call('POST', '/support/request/', { token: foreign, body: request() })).json();
    expect((await donate(fresh.id, 10)).statusCode).toBe(404);
    // The donate and fund steps are the server's: there is no operation to click them.
    expect((await t.call('POST', `/support/request/${id}/fund/`, { token: kuwaiti, body: {} })).statusCode).toBe(404);
    // Past its expiry date (before the timer has moved it) a request takes no donation.
    await t.db.query(`UPDATE support_request_records SET data = data || '{"expiry_date": "2020-01-01"}' WHERE id = $1`, [id]);
    const late = await donate(id, 10);
    expect(late.json()).toMatchObject({ code: 'donation_failed', fields: { support_request: 'This request is not open to donations' } });
  });

  it('never lets 20 concurrent donations exceed the amount requested, and ends funded', async () => {
    const { id } = await approvedRequest({ amount_requested: 1000 });
    const files = await Promise.all(Array.from({ length: 20 }, () => receipt()));
    // 20 × 70 = 1400 KWD offered for 1000: 14 fit (980), the rest are refused; then 20 completes it.
    const answers = await Promise.all(files.map((file) => donate(id, 70, { receipt: file })));
    const accepted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(accepted).toHaveLength(14);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'donation_failed', message: 'An error occurs while donation', fields: { amount: 'The donation is more than the amount still open: at most 20.000 KWD' } });
    }
    expect(await read(id)).toMatchObject({ status: 'partial', donated_total: 980, remaining: 20 });
    // Mixed amounts at once: the sum of what is accepted never passes what was open.
    const more = await Promise.all(Array.from({ length: 20 }, (_, i) => donate(id, i % 2 ? 5 : 10)));
    const { rows } = await t.db.query<{ total: string }>(`SELECT coalesce(sum((data->>'amount_kwd')::numeric), 0) AS total FROM support_donation_records WHERE (data->>'support_request')::bigint = $1`, [id]);
    expect(Number(rows[0]!.total)).toBeLessThanOrEqual(1000);
    const record = await read(id);
    expect(record.donated_total).toBe(Number(rows[0]!.total));
    expect(record.status).toBe(record.donated_total === 1000 ? 'funded' : 'partial');
    expect(more.some((a) => a.statusCode === 201)).toBe(true);
    // One history row per accepted donation, the last `fund` exactly when it was funded.
    const history = (await t.call('GET', `/support/request/${id}/history/`, { token: staff })).json() as Array<{ event: string }>;
    const donations = 14 + more.filter((a) => a.statusCode === 201).length;
    expect(history).toHaveLength(1 + donations);
    expect(history.filter((row) => row.event === 'fund')).toHaveLength(record.status === 'funded' ? 1 : 0);
  });
});
