/**
 * The fund-transfer safeguards (product spec sections 5 and 9), each a translated field error that
 * writes nothing: an ineligible or unknown foreign entity, an unknown country, too many decimals, the
 * eleventh transfer of a Kuwaiti entity's day (also under 20 concurrent creates), and a repeated
 * transfer, which is saved once the filer confirms it (kept on the record). `check/` and
 * `check-repeated/` say the same before saving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let ftstaff: string;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  ftstaff = await t.login('ftstaff');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A valid regular transfer to the demo foreign entity 2 (approved, in Iraq), unique unless overridden. */
function transfer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { request_type: 'r', amount: 1000 + serial, deposit_receipt: `DR-SAFE-${serial}`, purpose: 'Relief', foreign_entity: 2, country: 'IQ', mission: 1, ...overrides };
}
const post = (body: unknown, language = 'en', path = '/ft/fund-transfer/') => t.call('POST', path, { token: ftstaff, body, language });
const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM fund_transfer_records')).rows[0]!.n);
const setSetting = async (key: string, value: string) => {
  await t.db.query(`DELETE FROM setting_records WHERE data->>'key' = $1`, [key]);
  await t.db.query(`INSERT INTO setting_records (data) VALUES (jsonb_build_object('key', $1::text, 'value', $2::text))`, [key, value]);
};

describe('fund-transfer safeguards', () => {
  it('refuses a foreign entity that may not receive transfers, an unknown one, an unknown country and too many decimals, writing nothing', async () => {
    const before = await count();
    // Demo foreign entity 1 is pending: not approved, not allowed for fund transfer.
    expect((await post(transfer({ foreign_entity: 1 }))).json().fields).toEqual({ foreign_entity: 'This foreign entity cannot receive fund transfers: it must be approved, allowed for fund transfer and not suspended' });
    expect((await post(transfer({ foreign_entity: 999 }))).json().fields).toEqual({ foreign_entity: 'Choose one of the listed options' });
    expect((await post(transfer({ country: 'XX' }))).json().fields).toEqual({ country: 'Choose one of the listed options' });
    const decimals = await post(transfer({ amount: 12.34567 }), 'ar');
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().fields).toEqual({ amount: 'أدخل ٣ منازل عشرية على الأكثر' }); // the language's digits (spec/formats.yaml)
    // A suspended entity stops receiving, as one whose transfers were stopped.
    await t.db.query(`UPDATE foreign_entity_records SET data = data || '{"status": 8}' WHERE id = 2`);
    expect((await post(transfer())).statusCode).toBe(400);
    await t.db.query(`UPDATE foreign_entity_records SET data = data || '{"status": 2}' WHERE id = 2`);
    expect(await count()).toBe(before);
    expect((await post(transfer({ amount: 12.345 }))).statusCode).toBe(201);
  });

  it('notices a repeated transfer, saves it once confirmed and keeps the confirmation', async () => {
    const first = transfer();
    expect((await post(first)).statusCode).toBe(201);
    const again = { ...first, purpose: 'Same again' };
    const asked = await post(again, 'en', '/ft/fund-transfer/check-repeated/');
    expect(asked.json()).toMatchObject({ repeated: true, transfers: [{ id: expect.any(Number) }] });
    const refused = await post(again);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ deposit_receipt: 'A fund transfer with the same foreign entity, amount and deposit receipt already exists (1); confirm that you want to file it again' });
    const confirmed = await post({ ...again, repeat_confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().repeat_confirmed).toBe(true);
    // Another receipt is not a repetition.
    expect((await post(transfer(), 'en', '/ft/fund-transfer/check-repeated/')).json()).toEqual({ repeated: false, transfers: [] });
    expect((await t.call('POST', '/ft/fund-transfer/check-repeated/', { token: await t.login('mission'), body: first })).statusCode).toBe(403);
  });

  it('files at most the day’s limit per Kuwaiti entity, also when 20 arrive at once', async () => {
    await t.db.query(`DELETE FROM fund_transfer_records WHERE data->>'local_entity' = '1'`);
    await setSetting('max_daily_fund_transfers', '10');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(transfer())));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().fields).toEqual({ amount: 'Your entity has filed its 10 fund transfers for today; try again tomorrow' });
    const checked = await post(transfer(), 'ar', '/ft/fund-transfer/check/');
    expect(checked.statusCode).toBe(400);
    expect(checked.json().fields.amount).toContain('١٠');
    expect(Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM fund_transfer_records WHERE data->>'local_entity' = '1'`)).rows[0]!.n)).toBe(10);
  });
});
