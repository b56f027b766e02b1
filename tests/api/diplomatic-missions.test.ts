import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

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

  it('refuses to delete a mission its users and foreign entities belong to, saying how many (nothing is lost)', async () => {
    const refused = await t.call('DELETE', '/diplomatic-mission/1/', { token: admin, language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This mission cannot be deleted: 1 users and \d+ foreign entities still belong to it\.$/);
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
