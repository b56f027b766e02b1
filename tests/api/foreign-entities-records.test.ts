import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_BYTES, startTestApp, type TestApp } from './harness.ts';
import { createEntity } from './foreign-entity-support.ts';

let t: TestApp;
let staff: string;
let admin: string;
let foreign: string;
let mission: string;
let kuwaiti: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, admin, foreign, mission, kuwaiti] = (await Promise.all(['staff', 'admin', 'foreign', 'mission', 'kuwaiti'].map((u) => t.login(u)))) as [string, string, string, string, string];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A 1×1 JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

describe('foreign entity lists, search and figures', () => {
  it('searches names in Arabic whatever the alef, ta marbuta, alef maqsura or diacritics, and in English', async () => {
    const entity = await createEntity(t, staff, { name: 'Ihsan Relief', name_ar: 'جمعيّة إحسان الخيرية للهدى' });
    for (const term of ['احسان', 'إحسان', 'جمعية احسان', 'الخيريه', 'للهدي', 'جَمْعِيَّة', 'ihsan', 'IHSAN REL']) {
      const response = await t.call('GET', '/foreign-entities-search/', { token: staff, query: { search: term } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((e: { id: number }) => e.id), term).toContain(entity.id);
    }
    const list = await t.call('GET', '/foreign-entities/', { token: staff, query: { search: 'احسان' } });
    expect(list.json().results.map((e: { id: number }) => e.id)).toContain(entity.id);
    const none = await t.call('GET', '/foreign-entities-search/', { token: staff, query: { search: 'لا يوجد مثله' } });
    expect(none.json()).toEqual([]);
  });

  it('keeps the normalised search text of exactly the fields the list searches', async () => {
    const { operationSchemas } = await import('../../generated/api/operation-schemas.ts');
    const { rows } = await t.db.query<{ expression: string }>(
      `SELECT pg_get_expr(d.adbin, d.adrelid) AS expression FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
        WHERE d.adrelid = to_regclass('foreign_entity_records') AND a.attname = 'search_text'`,
    );
    const fields = [...rows[0]!.expression.matchAll(/data ->> '(\w+)'/g)].map((m) => m[1]);
    expect(fields).toEqual(operationSchemas.listForeignEntities!.search);
  });

  it('lets a foreign entity see only itself: its own record, 404 for any other, and a list of one', async () => {
    expect((await t.call('GET', '/foreign-entities/1/', { token: foreign })).statusCode).toBe(200);
    expect((await t.call('GET', '/foreign-entities/2/', { token: foreign })).statusCode).toBe(404);
    const list = await t.call('GET', '/foreign-entities/', { token: foreign });
    expect(list.json().results.map((e: { id: number }) => e.id)).toEqual([1]);
    const own = (await t.call('GET', '/foreign-entities/1/', { token: foreign })).json();
    expect((await t.call('GET', `/get-foreign-entity/${own.uid}/`, { token: foreign })).statusCode).toBe(200);
    const other = (await t.call('GET', '/foreign-entities/2/', { token: staff })).json();
    expect((await t.call('GET', `/get-foreign-entity/${other.uid}/`, { token: foreign })).statusCode).toBe(404);
    expect((await t.call('GET', '/foreign-entities-search/', { token: foreign, query: { search: 'relief' } })).statusCode).toBe(403);
    expect((await t.call('GET', '/foreign-entities-search/', { token: kuwaiti, query: { search: 'relief' } })).statusCode).toBe(200);
  });

  it('filters by status code and list view, and keeps modified and archived out of the mission lists', async () => {
    const approved = await t.call('GET', '/foreign-entities/', { token: staff, query: { status: '2', page_size: 9999 } });
    expect(approved.json().results.every((e: { status: number }) => e.status === 2)).toBe(true);
    expect(approved.json().count).toBeGreaterThan(0);
    const dmReviewed = await t.call('GET', '/foreign-entities/', { token: staff, query: { status: '5.1', page_size: 9999 } });
    expect(dmReviewed.json().results.every((e: { status: number; dm_reviewed: boolean }) => e.status === 6 && e.dm_reviewed)).toBe(true);
    const archived = await t.call('GET', '/foreign-entities/', { token: mission, query: { status: '11' } });
    expect(archived.json()).toEqual({ count: 0, results: [] });
    const bad = await t.call('GET', '/foreign-entities/', { token: staff, query: { status: '42' }, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'Choose one of the listed options' });
  });

  it('counts the dashboard cards and statistics within the caller scope', async () => {
    // Followed by the Cairo embassy, in a country the Amman embassy (the demo mission user's) is not accredited for.
    await createEntity(t, staff, { mission: 2, country: 'EG', continent: 'AF' });
    const overview = (await t.call('GET', '/foreign-entities/overview_statistics/', { token: staff })).json();
    const approved = (await t.call('GET', '/foreign-entities/', { token: staff, query: { status: '2' } })).json().count;
    expect(overview.foreign_entity_status_approved).toBe(approved);
    const stats = (await t.call('GET', '/foreign-entities/statistics/', { token: staff })).json();
    expect(stats.by_status).toHaveLength(12);
    expect(stats.by_status.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(stats.total);
    const missionTotal = (await t.call('GET', '/foreign-entities/overview_statistics/', { token: mission })).json().total;
    expect(missionTotal).toBeLessThan(overview.total);
    expect((await t.call('GET', '/foreign-entities/overview_statistics/', { token: foreign })).statusCode).toBe(403);
    expect((await t.call('GET', '/foreign-entities/bank-renew-count/', { token: staff })).json()).toEqual({ count: expect.any(Number) });
  });

  it('exports exactly the list columns to Excel with Arabic headers, right to left', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/foreign-entities/?export=1&status=2', headers: { authorization: `Token ${staff}`, 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).values).toEqual([undefined, 'الاسم', 'الاسم بالعربية', 'الدولة', 'البريد الإلكتروني', 'الحالة', 'تاريخ الإنشاء']);
    expect(sheet.getRow(2).getCell(5).value).toBe('معتمد');
  });

  it('explains each status in the caller language, only those of its status filter', async () => {
    const en = (await t.call('GET', '/status-help/', { token: staff, language: 'en' })).json();
    expect(en).toHaveLength(12);
    expect(en.find((s: { state: string }) => s.state === 'suspended')).toMatchObject({ code: 8, label: 'Suspended' });
    const dm = (await t.call('GET', '/status-help/', { token: mission, language: 'ar' })).json();
    expect(dm.map((s: { code: number }) => s.code)).not.toContain(5);
    expect(dm.map((s: { code: number }) => s.code)).not.toContain(11);
  });
});

describe('the ministry settings of an entity', () => {
  it('allows and stops fund transfers, keeping who did it in the audit log', async () => {
    const entity = await createEntity(t, staff);
    const stop = await t.call('PUT', `/foreign-entities/${entity.id}/update-allowed-for-fund-transfer/`, { token: staff, body: { allowed_for_fund_transfer: true, comment: 'checked' } });
    expect(stop.json().allowed_for_fund_transfer).toBe(true);
    const listed = await t.call('GET', '/foreign-entities/', { token: staff, query: { allowed_for_fund_transfer: 'false', page_size: 9999 } });
    expect(listed.json().results.map((e: { id: number }) => e.id)).not.toContain(entity.id);
    const { rows } = await t.db.query(`SELECT action, details FROM audit_log WHERE target = $1`, [`foreign-entity:${entity.id}`]);
    expect(rows).toEqual([{ action: 'fund_transfer_permission', details: { allowed: true, comment: 'checked' } }]);
    expect((await t.call('PUT', `/foreign-entities/${entity.id}/update-allowed-for-fund-transfer/`, { token: mission, body: { allowed_for_fund_transfer: true } })).statusCode).toBe(403);
  });

  it('keeps administrative data, refusing unknown fields and other roles', async () => {
    const entity = await createEntity(t, staff);
    const data = { file_number: 'FE-2026-17', registration_date: '2026-01-15', department: 'Charity oversight', notes: 'Visited in March' };
    expect((await t.call('POST', `/foreign-entities/${entity.id}/administrative-data/`, { token: staff, body: data })).json()).toEqual(data);
    expect((await t.call('GET', `/foreign-entities/${entity.id}/administrative-data/`, { token: staff })).json()).toEqual(data);
    expect((await t.call('POST', `/foreign-entities/${entity.id}/administrative-data/`, { token: staff, body: { secret: 1 } })).statusCode).toBe(400);
    expect((await t.call('GET', `/foreign-entities/${entity.id}/administrative-data/`, { token: mission })).statusCode).toBe(403);
  });

  it('takes a JPEG logo checked by content, replaces it, serves it and removes it', async () => {
    const upload = (bytes: Buffer, name: string, token = staff, path = '/api/v1/foreign-entities/1/logo/') => {
      const { payload, headers } = multipart('file', { name, type: 'image/jpeg', bytes });
      return t.app.inject({ method: 'PUT', url: path, payload, headers: { ...headers, authorization: `Token ${token}`, 'accept-language': 'en' } });
    };
    const png = await upload(PNG_BYTES, 'logo.jpg');
    expect(png.statusCode).toBe(400);
    expect(png.json().fields).toEqual({ file: 'Unsupported file extension' });
    const first = await upload(JPEG, 'logo.jpg', foreign);
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(JPEG, 'logo-2.jpg');
    expect(second.json().logo).toHaveLength(1);
    expect(second.json().logo[0].name).toBe('logo-2.jpg');
    const download = await t.app.inject({ method: 'GET', url: second.json().logo[0].url, headers: { authorization: `Token ${foreign}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url: second.json().logo[0].url, headers: { authorization: `Token ${await t.login('approved')}` } })).statusCode).toBe(404);
    const removed = await t.call('DELETE', '/foreign-entities/1/logo/', { token: staff });
    expect(removed.json().logo).toEqual([]);
    // The spec's other spelling (foreign_entities/{pk}/logo) does the same, with the same checks.
    expect((await upload(PNG_BYTES, 'logo.jpg', staff, '/api/v1/foreign_entities/1/logo/')).statusCode).toBe(400);
    const aliased = await upload(JPEG, 'logo-3.jpg', staff, '/api/v1/foreign_entities/1/logo/');
    expect(aliased.json().logo.map((f: { name: string }) => f.name)).toEqual(['logo-3.jpg']);
    expect((await t.call('DELETE', '/foreign_entities/1/logo/', { token: staff })).json().logo).toEqual([]);
    expect((await t.call('DELETE', '/foreign_entities/2/logo/', { token: foreign })).statusCode).toBe(404); // not its entity
  });

  it('deletes only an entity that was never submitted, and only for the super admin', async () => {
    const entity = await createEntity(t, staff);
    expect((await t.call('DELETE', `/foreign-entities/${entity.id}/`, { token: staff })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/foreign-entities/${entity.id}/`, { token: admin })).statusCode).toBe(200);
    const submitted = (await t.call('GET', '/foreign-entities/', { token: staff, query: { status: '1' } })).json().results[0];
    const refused = await t.call('DELETE', `/foreign-entities/${submitted.id}/`, { token: admin, language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only an entity that was never submitted can be deleted; archive it instead');
  });

  it('lets admins keep the licence types everyone reads', async () => {
    const list = await t.call('GET', '/license-types/', { token: foreign });
    expect(list.json().results.map((l: { value: string }) => l.value)).toContain('charity');
    expect((await t.call('POST', '/license-types/', { token: staff, body: { value: 'waqf', label_en: 'Waqf', label_ar: 'وقف' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/license-types/', { token: admin, body: { value: 'waqf', label_en: 'Waqf', label_ar: 'وقف' } })).statusCode).toBe(201);
  });
});
