import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { safeTravelBody } from './safe-travel-example.ts';

// Issue 19 item 2 on the server: what a record points at comes back by name in the caller's
// language (`<field>_name`), and a write may only point at what exists — a licence type by its
// value (`x-lookup` value/names), a mission's province and city by id, a country by its code.
let t: TestApp;
let staff: string;
let kuwaiti: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, kuwaiti] = (await Promise.all(['staff', 'kuwaiti'].map((user) => t.login(user)))) as [string, string];
});
afterAll(() => t?.close());

describe('names everywhere (API)', () => {
  it('names a foreign entity\'s licence type in the caller\'s language', async () => {
    const list = (await t.call('GET', '/foreign-entities/', { token: staff, language: 'ar' })).json() as { results: Array<{ id: number; license_type?: string }> };
    const charity = list.results.find((row) => row.license_type === 'charity')!;
    expect(charity).toBeDefined();
    const ar = (await t.call('GET', `/foreign-entities/${charity.id}/`, { token: staff, language: 'ar' })).json();
    const en = (await t.call('GET', `/foreign-entities/${charity.id}/`, { token: staff, language: 'en' })).json();
    expect(ar.license_type_name).toBe('جمعية خيرية');
    expect(en.license_type_name).toBe('Charity');
  });

  it('names a mission\'s province and city, and refuses ids that name nothing', async () => {
    const provinces = (await t.call('GET', '/provinces/', { token: staff, query: { country: 'KW' } })).json() as { results: Array<{ id: number; name_en: string; name_ar: string }> };
    const province = provinces.results[0]!;
    const cities = (await t.call('GET', '/cities/', { token: staff, query: { province: province.id } })).json() as { results: Array<{ id: number; name_en: string; name_ar: string }> };
    const city = cities.results[0]!;
    const body = { type: 'embassy', name: 'سفارة الأسماء', name_en: 'Names embassy', email: 'names@mofa.example', continent: 'AS', country: 'KW', province: province.id, city: city.id };
    const created = await t.call('POST', '/diplomatic-mission/', { token: staff, body, language: 'ar' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ province_name: province.name_ar, city_name: city.name_ar });
    const read = (await t.call('GET', `/diplomatic-mission/${created.json().id}/`, { token: staff, language: 'en' })).json();
    expect(read).toMatchObject({ province_name: province.name_en, city_name: city.name_en });
    const wrong = await t.call('POST', '/diplomatic-mission/', { token: staff, body: { ...body, name: 'سفارة أخرى', name_en: 'Other', email: 'other@mofa.example', province: 999999 }, language: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['province']);
  });

  it('names on a list page what each record\'s own read names (the page brings them in its own statement)', async () => {
    // References by id (a foreign entity's mission) and by x-lookup value (its licence type), places by id (a mission's province and city).
    const namesOf = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([field]) => field.endsWith('_name')));
    let named = 0;
    for (const path of ['/foreign-entities/', '/diplomatic-mission/', '/local-entities/']) {
      for (const language of ['ar', 'en'] as const) {
        const answer = await t.call('GET', path, { token: staff, language, query: { page_size: 30 } });
        expect(answer.statusCode, answer.body).toBe(200);
        const page = answer.json() as { results: Array<Record<string, unknown> & { id: number }> };
        expect(page.results.length, path).toBeGreaterThan(0);
        for (const row of page.results) {
          const read = (await t.call('GET', `${path}${row.id}/`, { token: staff, language })).json() as Record<string, unknown>;
          expect(namesOf(row), `${path}${row.id}/ in ${language}`).toEqual(namesOf(read));
          named += Object.keys(namesOf(row)).length;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it('names on a list page what a referenced record is called now, right after it is renamed (names kept per change stamp)', async () => {
    type Row = Record<string, unknown> & { id: number };
    const page = async (language: 'ar' | 'en') => ((await t.call('GET', '/foreign-entities/', { token: staff, language, query: { page_size: 30 } })).json() as { results: Row[] }).results;
    const row = (await page('en')).find((record) => typeof record.mission === 'number' && typeof record.mission_name === 'string');
    expect(row, 'a foreign entity with a mission').toBeDefined();
    const mission = (await t.call('GET', `/diplomatic-mission/${row!.mission}/`, { token: staff })).json() as Row;
    const fields = ['type', 'name', 'name_en', 'email', 'continent', 'country', 'province', 'city'].filter((field) => mission[field] !== undefined && mission[field] !== null);
    const body = { ...Object.fromEntries(fields.map((field) => [field, mission[field]])), name: 'سفارة بعد التغيير', name_en: 'Embassy renamed' };
    const renamed = await t.call('PUT', `/diplomatic-mission/${row!.mission}/`, { token: staff, body });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page('en')).find((record) => record.id === row!.id)?.mission_name).toBe('Embassy renamed');
    expect((await page('ar')).find((record) => record.id === row!.id)?.mission_name).toBe('سفارة بعد التغيير');
  });

  it('takes a safe-travel country and a traveller\'s nationality as country codes only', async () => {
    const trip = safeTravelBody();
    expect((await t.call('POST', '/safe-travel/', { token: kuwaiti, body: trip })).statusCode).toBe(201);
    const typed = await t.call('POST', '/safe-travel/', { token: kuwaiti, body: { ...trip, travel_country: 'Jordan' } });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json().fields)).toContain('travel_country');
    const unknown = await t.call('POST', '/safe-travel/', { token: kuwaiti, body: { ...trip, travel_country: 'XX' } });
    expect(unknown.statusCode).toBe(400);
  });
});
