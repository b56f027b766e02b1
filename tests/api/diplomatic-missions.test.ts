import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/server/db/seed/demo-users.ts';
import { minimalPdf, PNG_BYTES, startTestApp, type TestApp } from './harness.ts';
import { expectPhrases, pdfText } from './pdf-text.ts';

// Diplomatic missions (spec/api/diplomatic-missions.yaml): the ministry keeps them, a mission's user
// reads its own, and a mission others point at cannot be deleted.
let t: TestApp;
let admin: string;
let staff: string;
let mission: string;
let charity: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, staff, mission, charity] = (await Promise.all(['admin', 'staff', 'mission', 'charity'].map((user) => t.login(user)))) as [string, string, string, string];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

let serial = 0;
const newMission = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { type: 'embassy', name: `سفارة الاختبار ${serial}`, name_en: `Test embassy ${serial}`, email: `test${serial}@mofa.example`, continent: 'AS', country: 'JO', ...overrides };
};

describe('diplomatic missions: the ministry', () => {
  it('adds a mission of each type and lists them by type, 15 a page', async () => {
    for (const type of ['embassy', 'general', 'permanent']) {
      const created = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ type }) });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ type, country: 'JO' });
    }
    const consulates = await t.call('GET', '/diplomatic-mission/', { token: staff, query: { type: 'general' } });
    expect(consulates.statusCode).toBe(200);
    expect(consulates.json().results.every((row: { type: string }) => row.type === 'general')).toBe(true);
    const all = await t.call('GET', '/diplomatic-mission/', { token: staff });
    expect(all.json().results.length).toBeLessThanOrEqual(15);
    expect(all.json().count).toBeGreaterThanOrEqual(7); // four demo missions and the three above
  });

  it('refuses a name or an e-mail another mission has, under the field, in the caller\'s language', async () => {
    const first = newMission();
    expect((await t.call('POST', '/diplomatic-mission/', { token: staff, body: first })).statusCode).toBe(201);
    const sameName = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ name: ` ${first.name} ` }), language: 'en' });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().fields).toEqual({ name: 'Another mission already has this name' });
    const sameEmail = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ email: first.email.toUpperCase() }), language: 'ar' });
    expect(sameEmail.json().fields).toEqual({ email: 'يوجد بعثة أخرى بهذا البريد الإلكتروني' });
  });

  it('updates a mission and deletes one nobody points at', async () => {
    const created = (await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission() })).json();
    const updated = await t.call('PUT', `/diplomatic-mission/${created.id}/`, { token: staff, body: { ...newMission(), type: 'permanent' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().type).toBe('permanent');
    expect((await t.call('DELETE', `/diplomatic-mission/${created.id}/`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', `/diplomatic-mission/${created.id}/`, { token: staff })).statusCode).toBe(404);
  });

  it('refuses to delete a mission its users, foreign entities and awqaf requests point at, naming them (nothing is lost)', async () => {
    const mission = await t.login('mission');
    const awqaf = await t.call('POST', '/aq/request/', { token: mission, body: { state_type: 0, first_name: 'Ali', last_name: 'Hasan', nationality: 'JO', email: 'ali@example.org', mobile: '+962791111222', passport_number: 'A1234567' } });
    expect(awqaf.statusCode, awqaf.body).toBe(201);
    const refused = await t.call('DELETE', '/diplomatic-mission/1/', { token: admin, language: 'en' });
    expect(refused.statusCode).toBe(409);
    const message = refused.json().message;
    expect(message).toMatch(/^This record cannot be deleted while others point at it \(User: mission; .*\); nothing was changed$/);
    expect(message).toContain(`Awqaf request: #${awqaf.json().id}`);
    expect(message).toMatch(/Foreign entity: Al Amal Relief Foundation, Green Crescent Society, .* \(\+\d+\)/);
    const arabic = await t.call('DELETE', '/diplomatic-mission/1/', { token: admin, language: 'ar' });
    expect(arabic.json().message).toContain('جهة أجنبية: مؤسسة الأمل للإغاثة');
    expect((await t.call('GET', '/diplomatic-mission/1/', { token: staff })).statusCode).toBe(200);
  });

  it('keeps the countries a mission is accredited for, as ISO codes, and refuses anything else', async () => {
    const created = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ accredit_country: ['JO', 'IQ'] }) });
    expect(created.json().accredit_country).toEqual(['JO', 'IQ']);
    const wrong = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ accredit_country: ['Jordan'] }), language: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['accredit_country']);
  });

  it('refuses, on an edit too, a name another mission has; its own name is kept', async () => {
    const [first, second] = [newMission(), newMission()];
    const one = (await t.call('POST', '/diplomatic-mission/', { token: staff, body: first })).json();
    await t.call('POST', '/diplomatic-mission/', { token: staff, body: second });
    const clash = await t.call('PUT', `/diplomatic-mission/${one.id}/`, { token: staff, body: { ...first, name: second.name }, language: 'en' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields).toEqual({ name: 'Another mission already has this name' });
    expect((await t.call('PUT', `/diplomatic-mission/${one.id}/`, { token: staff, body: { ...first, name_en: 'Renamed' } })).statusCode).toBe(200);
  });

  it('names its province and city in the caller\'s language, never by id', async () => {
    const provinces = (await t.call('GET', '/provinces/', { token: staff, query: { country: 'KW' } })).json();
    const province = (Array.isArray(provinces) ? provinces : provinces.results)[0];
    const created = (await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ continent: 'AS', country: 'KW', province: province.id }) })).json();
    const en = (await t.call('GET', `/diplomatic-mission/${created.id}/`, { token: staff, language: 'en' })).json();
    const ar = (await t.call('GET', `/diplomatic-mission/${created.id}/`, { token: staff, language: 'ar' })).json();
    expect([en.province_name, ar.province_name]).toEqual([province.name_en, province.name_ar]);
  });

  it('counts the missions by type', async () => {
    const statistics = await t.call('GET', '/diplomatic/statistic/', { token: staff });
    expect(statistics.statusCode).toBe(200);
    const totals = statistics.json();
    expect(totals.total).toBe(totals.total_embassies + totals.total_general_consulates + totals.total_permanent_missions);
    expect(totals.total_embassies).toBeGreaterThanOrEqual(2);
  });
});

describe('diplomatic missions: who may do what', () => {
  it('lets a mission user read its own mission only (another answers 404)', async () => {
    expect((await t.call('GET', '/diplomatic-mission/1/', { token: mission })).json().name_en).toBe('Embassy of the State of Kuwait in Amman');
    expect((await t.call('GET', '/diplomatic-mission/2/', { token: mission })).statusCode).toBe(404);
    const list = await t.call('GET', '/diplomatic-mission/', { token: mission });
    expect(list.json().results.map((row: { id: number }) => row.id)).toEqual([1]);
    expect((await t.call('POST', '/diplomatic-mission/', { token: mission, body: newMission() })).statusCode).toBe(403);
  });

  it('does not let charity account staff or general account supervisors add a mission (section 6)', async () => {
    expect((await t.call('POST', '/diplomatic-mission/', { token: charity, body: newMission() })).statusCode).toBe(403);
    expect((await t.call('GET', '/diplomatic/statistic/', { token: charity })).statusCode).toBe(403);
  });

  it('lets only the ministry admin delete', async () => {
    const created = (await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission() })).json();
    expect((await t.call('DELETE', `/diplomatic-mission/${created.id}/`, { token: staff })).statusCode).toBe(403);
  });
});

/** The provinces of a country (the seed has Kuwait's governorates). */
async function provincesOf(country: string): Promise<Array<{ id: number; name_en: string; name_ar: string }>> {
  const answer = (await t.call('GET', '/provinces/', { token: staff, query: { country } })).json();
  return Array.isArray(answer) ? answer : answer.results;
}

describe('accredited provinces', () => {
  it('keeps provinces of the accredited countries and names them in the caller\'s language', async () => {
    const [first, second] = await provincesOf('KW');
    const created = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ accredit_country: ['KW', 'JO'], accredit_province: [first!.id, second!.id] }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().accredit_province).toEqual([first!.id, second!.id]);
    const en = (await t.call('GET', `/diplomatic-mission/${created.json().id}/`, { token: staff, language: 'en' })).json();
    const ar = (await t.call('GET', `/diplomatic-mission/${created.json().id}/`, { token: staff, language: 'ar' })).json();
    expect(en.accredit_province_names).toEqual([first!.name_en, second!.name_en]);
    expect(ar.accredit_province_names).toEqual([first!.name_ar, second!.name_ar]);
  });

  it('refuses a province outside the accredited countries, under the field, in both languages (on an edit too)', async () => {
    const [province] = await provincesOf('KW');
    const en = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ accredit_country: ['JO'], accredit_province: [province!.id] }), language: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual({ accredit_province: 'Choose provinces of the accredited countries only' });
    const none = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ accredit_province: [province!.id] }), language: 'ar' });
    expect(none.json().fields).toEqual({ accredit_province: 'اختر محافظات من الدول المعتمدة لديها فقط' });
    const missing = await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission({ accredit_country: ['KW'], accredit_province: [987654] }) });
    expect(Object.keys(missing.json().fields)).toEqual(['accredit_province']);
    const body = newMission({ accredit_country: ['KW'], accredit_province: [province!.id] });
    const created = (await t.call('POST', '/diplomatic-mission/', { token: staff, body })).json();
    const edit = await t.call('PUT', `/diplomatic-mission/${created.id}/`, { token: staff, body: { ...body, accredit_country: ['JO'] }, language: 'en' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ accredit_province: 'Choose provinces of the accredited countries only' });
  });
});

describe('remark files (dm-remark-files/)', () => {
  const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: minimalPdf([name]) });
  const list = (token: string, mission: number) => t.call('GET', '/dm-remark-files/', { token, query: { mission } });

  it('uploads a remark file onto a mission, lists and downloads it', async () => {
    const created = (await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission() })).json();
    const uploaded = await t.upload('/dm-remark-files/', staff, pdf('remarks.pdf'), 'en', { mission: String(created.id) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'remarks.pdf', content_type: 'application/pdf', url: `/api/v1/dm-remark-files/${file.id}/download/` });
    expect((await list(staff, created.id)).json()).toEqual([file]);
    const download = await t.call('GET', `/dm-remark-files/${file.id}/download/`, { token: staff });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The mission's own answer carries them too, and another mission has none.
    expect((await t.call('GET', `/diplomatic-mission/${created.id}/`, { token: staff })).json().remark_files).toEqual([file]);
    expect((await list(staff, 2)).json().some((row: { id: number }) => row.id === file.id)).toBe(false);
  });

  it('lets a mission user upload onto, list and download its own mission\'s only (another mission: 404)', async () => {
    const own = await t.upload('/dm-remark-files/', mission, pdf('own.pdf'), 'en', { mission: '1' });
    expect(own.statusCode, own.body).toBe(201);
    expect((await list(mission, 1)).json().map((row: { id: number }) => row.id)).toContain(own.json().id);
    expect((await t.call('GET', `/dm-remark-files/${own.json().id}/download/`, { token: mission })).statusCode).toBe(200);
    const others = (await t.upload('/dm-remark-files/', staff, pdf('other.pdf'), 'en', { mission: '2' })).json();
    expect((await list(mission, 2)).statusCode).toBe(404);
    expect((await t.upload('/dm-remark-files/', mission, pdf('sneaky.pdf'), 'en', { mission: '2' })).statusCode).toBe(404);
    expect((await t.call('GET', `/dm-remark-files/${others.id}/download/`, { token: mission })).statusCode).toBe(404);
    expect((await list(staff, 999999)).statusCode).toBe(404);
  });

  it('refuses a file of another kind (checked by content), too large, or naming no mission, with a translated message', async () => {
    const renamed = await t.upload('/dm-remark-files/', staff, { name: 'photo.pdf', type: 'application/pdf', bytes: PNG_BYTES }, 'en', { mission: '1' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ file: 'Unsupported file extension' });
    const arabic = await t.upload('/dm-remark-files/', staff, { name: 'notes.docx', type: 'application/octet-stream', bytes: Buffer.from('PK not a document') }, 'ar', { mission: '1' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().fields.file).toMatch(/[\u0600-\u06FF]/);
    const big = Buffer.concat([minimalPdf(['big']), Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    const tooLarge = await t.upload('/dm-remark-files/', staff, { name: 'big.pdf', type: 'application/pdf', bytes: big }, 'en', { mission: '1' });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fields).toEqual({ file: 'The file is larger than 10 MB' });
    const nowhere = await t.upload('/dm-remark-files/', staff, pdf('nowhere.pdf'), 'en');
    expect(nowhere.statusCode).toBe(400);
    expect(Object.keys(nowhere.json().fields)).toEqual(['mission']);
  });

  it('is refused (403) to users whose role has no rule', async () => {
    expect((await list(charity, 1)).statusCode).toBe(403);
    expect((await t.upload('/dm-remark-files/', charity, pdf('x.pdf'), 'en', { mission: '1' })).statusCode).toBe(403);
    const file = (await t.upload('/dm-remark-files/', staff, pdf('y.pdf'), 'en', { mission: '1' })).json();
    expect((await t.call('GET', `/dm-remark-files/${file.id}/download/`, { token: charity })).statusCode).toBe(403);
  });
});

describe('the missions list as a PDF (dm-pdf-content/)', () => {
  it('exports the list in Arabic (shaped, right to left) and in English, by type', async () => {
    const ar = await t.call('GET', '/dm-pdf-content/', { token: staff, query: { search: 'عمّان' }, language: 'ar' });
    expect(ar.statusCode, ar.body).toBe(200);
    expect(ar.headers['content-type']).toBe('application/pdf');
    expectPhrases(pdfText(ar.rawPayload), ['البعثات الدبلوماسية', 'سفارة', 'amman@mofa.example']);
    const en = await t.call('GET', '/dm-pdf-content/', { token: staff, query: { type: 'embassy', lang: 'en' } });
    expect(en.statusCode).toBe(200);
    expectPhrases(pdfText(en.rawPayload), ['Diplomatic missions', 'Type', 'Embassy', 'amman@mofa.example', 'Jordan']);
    expect(pdfText(en.rawPayload)).not.toContain('istanbul@mofa.example');
  });

  it('lists only its own mission to a mission user, and is refused (403) to others without a rule', async () => {
    const own = await t.call('GET', '/dm-pdf-content/', { token: mission, query: { lang: 'en' } });
    expect(own.statusCode).toBe(200);
    const text = pdfText(own.rawPayload);
    expect(text).toContain('amman@mofa.example');
    const other = (await t.call('GET', '/diplomatic-mission/2/', { token: staff, language: 'en' })).json();
    expect(text).not.toContain(other.email);
    expect((await t.call('GET', '/dm-pdf-content/', { token: charity })).statusCode).toBe(403);
  });
});

describe('a mission\'s staff', () => {
  const demoMissionUser = demoUsers.find((user) => user.username === 'mission')!;

  it('lists the users bound to the mission by name, e-mail and status', async () => {
    const answer = await t.call('GET', '/diplomatic-mission/1/staff/', { token: staff });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().results).toContainEqual(expect.objectContaining({ name: demoMissionUser.name, email: demoMissionUser.email, status: 1 }));
    const unbound = (await t.call('POST', '/diplomatic-mission/', { token: staff, body: newMission() })).json();
    expect((await t.call('GET', `/diplomatic-mission/${unbound.id}/staff/`, { token: staff })).json()).toEqual({ count: 0, results: [] });
  });

  it('shows a mission user its own mission\'s staff only (another: 404); 403 without a rule', async () => {
    expect((await t.call('GET', '/diplomatic-mission/1/staff/', { token: mission })).statusCode).toBe(200);
    expect((await t.call('GET', '/diplomatic-mission/2/staff/', { token: mission })).statusCode).toBe(404);
    expect((await t.call('GET', '/diplomatic-mission/999999/staff/', { token: staff })).statusCode).toBe(404);
    expect((await t.call('GET', '/diplomatic-mission/1/staff/', { token: charity })).statusCode).toBe(403);
  });
});

describe('mission totals (diplomatic/statistic/)', () => {
  const pointingAt = async (table: string, id?: number) =>
    Number((await t.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${table} WHERE (data->>'mission') IS NOT NULL ${id ? `AND data->>'mission' = '${id}'` : ''}`)).rows[0]!.count);

  it('counts every mission\'s foreign entities and transfers for the ministry', async () => {
    const totals = (await t.call('GET', '/diplomatic/statistic/', { token: staff })).json();
    expect(totals.foreign_entity).toBe(await pointingAt('foreign_entity_records'));
    expect(totals.local_entity_fund_transfer).toBe(await pointingAt('fund_transfer_records'));
  });

  it('gives one mission\'s totals with `mission`, and its own to a mission user (another: 404)', async () => {
    const one = await t.call('GET', '/diplomatic/statistic/', { token: staff, query: { mission: 1 } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      total_embassies: 1, total_general_consulates: 0, total_permanent_missions: 0, total: 1,
      foreign_entity: await pointingAt('foreign_entity_records', 1),
      local_entity_fund_transfer: await pointingAt('fund_transfer_records', 1),
    });
    expect((await t.call('GET', '/diplomatic/statistic/', { token: mission })).json()).toEqual(one.json());
    expect((await t.call('GET', '/diplomatic/statistic/', { token: mission, query: { mission: 2 } })).statusCode).toBe(404);
    expect((await t.call('GET', '/diplomatic/statistic/', { token: staff, query: { mission: 999999 } })).statusCode).toBe(404);
  });
});
