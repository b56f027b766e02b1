import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagSvg } from '../../src/server/modules/lookups/flag-image.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let staff: string;
let foreign: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, staff, foreign] = [await t.login('admin'), await t.login('staff'), await t.login('foreign')];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

type Named = { id: string | number; name: string; name_en: string; name_ar: string };

describe('continents and countries (from packages)', () => {
  it('lists the seven continents named in the request language', async () => {
    const en = (await t.call('GET', '/continents/', { token: foreign, language: 'en' })).json() as Named[];
    expect(en.map((c) => c.id).sort()).toEqual(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
    expect(en.find((c) => c.id === 'AS')?.name).toBe('Asia');
    const ar = (await t.call('GET', '/continents/', { token: foreign, language: 'ar' })).json() as Named[];
    expect(ar.find((c) => c.id === 'AS')).toMatchObject({ name: 'آسيا', name_en: 'Asia' });
  });

  it('filters countries by continent, with Arabic and English names', async () => {
    const response = await t.call('GET', '/countries/', { token: foreign, query: { continent: 'AS' }, language: 'ar' });
    expect(response.statusCode).toBe(200);
    const asia = response.json() as Array<Named & { continent: string; phone: string }>;
    expect(asia.every((c) => c.continent === 'AS')).toBe(true);
    expect(asia.find((c) => c.id === 'KW')).toMatchObject({ name: 'الكويت', name_en: 'Kuwait', phone: '965' });
    expect(asia.some((c) => c.id === 'FR')).toBe(false);
    const all = (await t.call('GET', '/countries/', { token: foreign })).json() as Named[];
    expect(all.length).toBeGreaterThan(240);
  });

  it('searches countries and refuses an unknown continent with a translated error', async () => {
    const found = (await t.call('GET', '/countries/', { token: staff, query: { search: 'kuw' }, language: 'en' })).json() as Named[];
    expect(found.map((c) => c.id)).toEqual(['KW']);
    const bad = await t.call('GET', '/countries/', { token: staff, query: { continent: 'XX' }, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.continent).toBeTruthy();
  });

  it('asks for a session', async () => {
    expect((await t.call('GET', '/countries/')).statusCode).toBe(401);
  });
});

describe('dialing list', () => {
  it('has about 240 countries with text, value, two-letter id and a flag image that loads', async () => {
    const response = await t.call('GET', '/dialing-codes/', { language: 'en' });
    expect(response.statusCode).toBe(200);
    const items = response.json() as Array<{ id: string; value: string; text: string; flag_image: string }>;
    expect(items.length).toBeGreaterThanOrEqual(230);
    expect(items.length).toBeLessThanOrEqual(260);
    const kuwait = items.find((item) => item.id === 'KW')!;
    expect(kuwait).toMatchObject({ value: '+965', text: 'Kuwait (+965)', flag_image: '/api/v1/flags/kw/' });
    expect(items.every((item) => /^[A-Z]{2}$/.test(item.id) && /^\+\d+$/.test(item.value))).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: kuwait.flag_image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    // A drawing of the flag (Kuwait's green, white and red bands), not a character a font may lack.
    expect(image.body).toMatch(/^<svg role="img" aria-label="Kuwait" /);
    expect(image.body).toContain('#6DA544');
    expect(image.body).not.toMatch(/<text/);
    const missing = items.filter((item) => !/^<svg/.test(String(flagSvg(item.id))));
    expect(missing.map((item) => item.id)).toEqual([]); // every country of the list has its flag
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/flags/zz/' })).statusCode).toBe(404);
  });

  it('names countries in Arabic for Arabic callers', async () => {
    const items = (await t.call('GET', '/dialing-codes/', { language: 'ar' })).json() as Array<{ id: string; text: string }>;
    expect(items.find((item) => item.id === 'KW')?.text).toBe('الكويت (+965)');
  });
});

describe('provinces and cities of Kuwait', () => {
  it('lists the six governorates and filters cities by province', async () => {
    const provinces = (await t.call('GET', '/provinces/', { token: foreign, query: { country: 'KW' } })).json();
    expect(provinces.count).toBe(6);
    const hawalli = provinces.results.find((p: Named) => p.name_en === 'Hawalli');
    expect(hawalli.name_ar).toBe('حولي');
    const cities = (await t.call('GET', '/cities/', { token: foreign, query: { province: hawalli.id } })).json();
    expect(cities.results.map((c: Named) => c.name_en)).toContain('Salmiya');
    expect(cities.results.every((c: { province: number }) => c.province === hawalli.id)).toBe(true);
  });

  it('lets ministry admins add a city, and no one else', async () => {
    const province = (await t.call('GET', '/provinces/', { token: admin })).json().results[0];
    const body = { name_en: 'New Area', name_ar: 'منطقة جديدة', province: province.id };
    expect((await t.call('POST', '/cities/', { token: staff, body })).statusCode).toBe(403);
    expect((await t.call('POST', '/cities/', { token: foreign, body })).statusCode).toBe(403);
    const created = await t.call('POST', '/cities/', { token: admin, body });
    expect(created.statusCode).toBe(201);
    const listed = (await t.call('GET', '/cities/', { token: foreign, query: { province: province.id, search: 'New Area' } })).json();
    expect(listed.results.map((c: Named) => c.id)).toEqual([created.json().id]);
  });

  it('refuses a city without a province, naming the field in the caller language', async () => {
    const response = await t.call('POST', '/cities/', { token: admin, body: { name_en: 'X', name_ar: 'س' }, language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.province).toBe('This field is required');
  });
});
