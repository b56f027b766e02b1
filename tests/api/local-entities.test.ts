/**
 * Kuwaiti (local) entities (issue 13 part 1): the registry's CRUD and checks, categories, files,
 * the change log, statistics and the PDF export, with who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, PNG_BYTES, startTestApp, type TestApp } from './harness.ts';
import { expectPhrases, pdfText } from './pdf-text.ts';
import { safeTravelBody } from './safe-travel-example.ts';

let t: TestApp;
let admin: string;
let staff: string;
let kuwaiti: string;
let awqaf: string;
let category: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  staff = await t.login('staff');
  kuwaiti = await t.login('kuwaiti');
  awqaf = await t.login('awqaf');
  category = (await t.call('POST', '/local-entity-categories/', { token: admin, body: { name_en: 'Test societies', name_ar: 'جمعيات الاختبار' } })).json().id;
});
afterAll(() => t?.close());

let serial = 0;
const entity = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `جمعية النماء ${serial}`, name_ar: `جمعية النماء ${serial}`, name_en: `Al-Namaa Society ${serial}`,
    category, email: `namaa${serial}@example.org`, phone: '+96522334455', continent: 'AS', country: 'KW', ...overrides,
  };
};

async function create(body: Record<string, unknown>, token = staff) {
  const response = await t.call('POST', '/local-entities/', { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const upload = (token: string, file: { name: string; type: string; bytes: Buffer }, fields?: Record<string, string>, language = 'en') => t.upload('/local-files/', token, file, language, fields);

describe('local entities: the registry', () => {
  it('creates an entity and answers it with its names, not ids, in the caller\'s language', async () => {
    const created = await create(entity({ name_en: 'Al-Namaa Charity' }));
    expect(created).toMatchObject({ name_en: 'Al-Namaa Charity', category, category_name: 'جمعيات الاختبار', country_name: 'الكويت', status: 'active', api: false, files: [] });
    const en = await t.call('GET', `/local-entities/${created.id}/`, { token: staff, language: 'en' });
    expect(en.json()).toMatchObject({ category_name: 'Test societies', country_name: 'Kuwait' });
  });

  it('lists 15 a page, filters by category (or `all`) and status, and searches the names normalised', async () => {
    const other = (await t.call('POST', '/local-entity-categories/', { token: admin, body: { name_en: 'Other', name_ar: 'أخرى' } })).json().id;
    const inOther = await create(entity({ category: other, status: 'inactive', name_ar: 'مؤسسة إحياء التراث' }));
    const page = (await t.call('GET', '/local-entities/', { token: staff })).json();
    expect(page.results.length).toBeLessThanOrEqual(15);
    const byCategory = (await t.call('GET', '/local-entities/', { token: staff, query: { category: String(other) } })).json();
    expect(byCategory.results.map((r: { id: number }) => r.id)).toEqual([inOther.id]);
    const all = (await t.call('GET', '/local-entities/', { token: staff, query: { category: 'all', page_size: 9999 } })).json();
    expect(all.count).toBeGreaterThan(byCategory.count);
    const inactive = (await t.call('GET', '/local-entities/', { token: staff, query: { status: 'inactive', page_size: 9999 } })).json();
    expect(inactive.results.every((r: { status: string }) => r.status === 'inactive')).toBe(true);
    const search = (await t.call('GET', '/local-entities/', { token: staff, query: { search: 'احياء' } })).json();
    expect(search.results.map((r: { id: number }) => r.id)).toEqual([inOther.id]);
    const picker = (await t.call('GET', '/local-entities/all/', { token: staff })).json();
    expect(picker.count).toBe(all.count);
    expect(picker.results.length).toBe(all.count);
  });

  it('exports the list to Excel with export=1 and a link token', async () => {
    const token = (await t.call('POST', '/link-token/', { token: staff, body: { operation: 'listLocalEntities' } })).json().auth_token;
    const response = await t.call('GET', '/local-entities/', { query: { export: 1, auth_token: token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a duplicate name (in any language, normalised) or e-mail under the field, translated', async () => {
    const first = await create(entity());
    const name = await t.call('POST', '/local-entities/', { token: staff, language: 'en', body: entity({ name_en: first.name_ar.replace('ا', 'أ') }) });
    expect(name.statusCode).toBe(400);
    expect(name.json().fields).toEqual({ name_en: 'A local entity with this name already exists' });
    const email = await t.call('POST', '/local-entities/', { token: staff, language: 'ar', body: entity({ email: first.email.toUpperCase() }) });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields).toEqual({ email: 'توجد جهة محلية بهذا البريد الإلكتروني' });
    const second = await create(entity());
    const patch = await t.call('PATCH', `/local-entities/${second.id}/`, { token: staff, language: 'en', body: { email: first.email } });
    expect(patch.json().fields).toEqual({ email: 'A local entity with this e-mail already exists' });
    const unknownCategory = await t.call('POST', '/local-entities/', { token: staff, body: entity({ category: 99999 }) });
    expect(Object.keys(unknownCategory.json().fields)).toEqual(['category']);
  });

  it('changes an entity with PATCH and PUT and logs who changed what', async () => {
    const created = await create(entity());
    const patched = await t.call('PATCH', `/local-entities/${created.id}/`, { token: staff, body: { status: 'inactive', api: true } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'inactive', api: true, name_en: created.name_en, category_name: 'جمعيات الاختبار' });
    const put = await t.call('PUT', `/local-entities/${created.id}/`, { token: staff, body: entity({ name_en: 'Renamed Society', email: created.email }) });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().name_en).toBe('Renamed Society');
    const log = await t.call('GET', '/log-entry/', { token: staff, language: 'en', query: { local_entity: created.id } });
    expect(log.statusCode).toBe(200);
    const entries = log.json().results;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
    expect(entries[1]).toMatchObject({ changed_by_name: expect.any(String), changes: { status: { from: 'active', to: 'inactive' }, api: { from: false, to: true } } });
    expect(entries[1].changed_fields).toEqual(expect.arrayContaining(['Status', 'May use the API']));
    const one = await t.call('GET', `/log-entry/${entries[0].id}/`, { token: staff });
    expect(one.json().changes.name_en).toEqual({ from: created.name_en, to: 'Renamed Society' });
    expect((await t.call('GET', '/log-entry/999999/', { token: staff })).statusCode).toBe(404);
  });

  it('deletes an entity nothing refers to, keeping its log', async () => {
    const created = await create(entity());
    const deleted = await t.call('DELETE', `/local-entities/${created.id}/`, { token: staff });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/local-entities/${created.id}/`, { token: staff })).statusCode).toBe(404);
    const log = (await t.call('GET', '/log-entry/', { token: staff, query: { local_entity: created.id } })).json();
    expect(log.results.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  });

  it('refuses to delete an entity users and fund transfers refer to, naming them', async () => {
    const response = await t.call('DELETE', '/local-entities/1/', { token: staff, language: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('record_in_use');
    expect(response.json().message).toMatch(/^This record cannot be deleted while others point at it \(User: .*ftstaff.*kuwaiti/);
    const transfers = await t.db.query<{ id: string }>(`SELECT id FROM fund_transfer_records WHERE data @> '{"local_entity": 1}' LIMIT 1`);
    if (transfers.rows[0]) expect(response.json().message).toContain(`Fund transfer: #${transfers.rows[0].id}`);
    expect((await t.call('GET', '/local-entities/1/', { token: staff })).statusCode).toBe(200);
  });

  it('refuses a fund transfer reference alone too', async () => {
    const created = await create(entity());
    await t.db.query(`INSERT INTO fund_transfer_records (data) VALUES (jsonb_build_object('local_entity', $1::int, 'status', 'new'))`, [created.id]);
    const response = await t.call('DELETE', `/local-entities/${created.id}/`, { token: staff, language: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/\(Fund transfer: #\d+\); nothing was changed$/);
  });

  it('counts entities: total, active, inactive, per category by name', async () => {
    const stats = await t.call('GET', '/local-entities/statistics/', { token: staff, language: 'en' });
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    const list = (await t.call('GET', '/local-entities/', { token: staff, query: { page_size: 9999 } })).json();
    expect(body.total).toBe(list.count);
    expect(body.active + body.inactive).toBe(body.total);
    expect(body.by_category.find((c: { category: number }) => c.category === category)).toMatchObject({ name: 'Test societies' });
    expect(body.by_category.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(body.total);
  });

  it('exports the list as an Arabic PDF (le-pdf-content) and an English one', async () => {
    await create(entity({ name: 'جمعية الرحمة العالمية', name_ar: 'جمعية الرحمة العالمية', name_en: 'Rahma International', email: 'office@rahma.org' }));
    const ar = await t.call('GET', '/le-pdf-content/', { token: staff, query: { search: 'الرحمة' } });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toBe('application/pdf');
    expectPhrases(pdfText(ar.rawPayload), ['الجهات الكويتية', 'جمعية الرحمة العالمية', 'جمعيات الاختبار']);
    const en = await t.call('GET', '/le-pdf-content/', { token: staff, query: { search: 'Rahma', lang: 'en', category: String(category) } });
    expectPhrases(pdfText(en.rawPayload), ['Kuwaiti entities', 'office@rahma.org', 'Test societies', 'Active']);
  });
});

describe('local entities: categories', () => {
  it('are read by everyone and kept by the super admin only', async () => {
    expect((await t.call('GET', '/local-entity-categories/', { token: kuwaiti })).statusCode).toBe(200);
    expect((await t.call('POST', '/local-entity-categories/', { token: staff, body: { name_en: 'X', name_ar: 'س' } })).statusCode).toBe(403);
    const created = (await t.call('POST', '/local-entity-categories/', { token: admin, body: { name_en: 'Funds', name_ar: 'صناديق' } })).json();
    expect((await t.call('GET', `/local-entity-categories/${created.id}/`, { token: staff })).json().name_ar).toBe('صناديق');
    const renamed = await t.call('PUT', `/local-entity-categories/${created.id}/`, { token: admin, body: { name_en: 'Trust funds', name_ar: 'صناديق وقفية' } });
    expect(renamed.json().name_en).toBe('Trust funds');
    expect((await t.call('DELETE', `/local-entity-categories/${created.id}/`, { token: admin })).statusCode).toBe(200);
  });

  it('refuses to delete a category entities are in, naming them', async () => {
    const used = (await t.call('POST', '/local-entity-categories/', { token: admin, body: { name_en: 'Used', name_ar: 'مستخدم' } })).json().id;
    const member = await create(entity({ category: used }));
    const response = await t.call('DELETE', `/local-entity-categories/${used}/`, { token: admin, language: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(member.name_en);
  });
});

describe('local entities: files', () => {
  it('uploads a PDF or JPEG onto an entity, lists, downloads and deletes it', async () => {
    const created = await create(entity());
    const pdf = await upload(staff, { name: 'licence.pdf', type: 'application/pdf', bytes: minimalPdf(['Licence']) }, { local_entity: String(created.id) });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const file = pdf.json();
    const list = await t.call('GET', '/local-files/', { token: staff, query: { local_entity: created.id } });
    expect(list.json().map((f: { id: number }) => f.id)).toEqual([file.id]);
    expect((await t.call('GET', `/local-entities/${created.id}/`, { token: staff })).json().files.map((f: { id: number }) => f.id)).toEqual([file.id]);
    const bytes = await t.call('GET', file.url.replace('/api/v1', ''), { token: staff });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call('DELETE', `/local-files/${file.id}/`, { token: staff })).statusCode).toBe(200);
    expect((await t.call('GET', '/local-files/', { token: staff, query: { local_entity: created.id } })).json()).toEqual([]);
    expect((await t.call('DELETE', `/local-files/${file.id}/`, { token: staff })).statusCode).toBe(404);
  });

  it('attaches an upload without an entity when the entity is saved with it', async () => {
    const pending = (await upload(staff, { name: 'statute.pdf', type: 'application/pdf', bytes: minimalPdf(['Statute']) })).json();
    const created = await create(entity({ files: [{ id: pending.id }] }));
    expect(created.files.map((f: { id: number }) => f.id)).toEqual([pending.id]);
  });

  it('refuses a picture renamed .pdf, by its content', async () => {
    const response = await upload(staff, { name: 'photo.pdf', type: 'application/pdf', bytes: PNG_BYTES }, { local_entity: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'Unsupported file extension' });
  });
});

describe('local entities: what their page lists', () => {
  it('lists its users by name, its fund transfers and its safe-travel notifications, for the ministry and its own users only', async () => {
    const users = await t.call('GET', '/local-entities/1/users/', { token: staff });
    expect(users.statusCode).toBe(200);
    expect(users.json().results.map((u: { name: string }) => u.name)).toContain('Mariam Al-Rashed');
    expect(users.json().results[0]).toEqual({ id: expect.any(Number), name: expect.any(String), email: expect.anything(), status: 1 });
    expect((await t.call('GET', '/local-entities/1/users/', { token: kuwaiti })).statusCode).toBe(200);
    const other = await create(entity());
    expect((await t.call('GET', `/local-entities/${other.id}/users/`, { token: kuwaiti })).statusCode).toBe(404);
    expect((await t.call('GET', `/local-entities/${other.id}/users/`, { token: staff })).json()).toEqual({ count: 0, results: [] });
    expect((await t.call('GET', '/local-entities/1/users/', { token: awqaf })).statusCode).toBe(403);
    const filed = await t.call('POST', '/safe-travel/', { token: kuwaiti, body: safeTravelBody({ purpose: 'Visit' }) });
    expect(filed.statusCode, filed.body).toBe(201);
    const notes = await t.call('GET', '/safe-travel/', { token: staff, query: { local_entity: 1, page_size: 9999 } });
    expect(notes.json().results.map((r: { id: number }) => r.id)).toContain(filed.json().id);
    expect((await t.call('GET', '/safe-travel/', { token: staff, query: { local_entity: other.id } })).json().count).toBe(0);
    const transfers = await t.call('GET', '/ft/fund-transfer/', { token: staff, query: { local_entity: other.id } });
    expect(transfers.json()).toEqual({ count: 0, results: [] });
  });
});

describe('local entities: who may see what', () => {
  it('a local entity user reads its own entity, its files and log, and nothing else (404)', async () => {
    const other = await create(entity());
    const own = await t.call('GET', '/local-entities/1/', { token: kuwaiti });
    expect(own.statusCode).toBe(200);
    expect(own.json().name_en).toBe('Al-Awn Charitable Society');
    const list = (await t.call('GET', '/local-entities/', { token: kuwaiti })).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([1]);
    expect((await t.call('GET', `/local-entities/${other.id}/`, { token: kuwaiti })).statusCode).toBe(404);
    expect((await t.call('GET', '/local-files/', { token: kuwaiti, query: { local_entity: other.id } })).statusCode).toBe(404);
    expect((await t.call('GET', '/log-entry/', { token: kuwaiti, query: { local_entity: other.id } })).statusCode).toBe(404);
    expect((await t.call('GET', '/local-files/', { token: kuwaiti, query: { local_entity: 1 } })).statusCode).toBe(200);
    expect((await t.call('GET', '/log-entry/', { token: kuwaiti, query: { local_entity: 1 } })).statusCode).toBe(200);
  });

  it('a local entity user changes nothing (403)', async () => {
    expect((await t.call('POST', '/local-entities/', { token: kuwaiti, body: entity() })).statusCode).toBe(403);
    expect((await t.call('PATCH', '/local-entities/1/', { token: kuwaiti, body: { api: false } })).statusCode).toBe(403);
    expect((await t.call('PUT', '/local-entities/1/', { token: kuwaiti, body: entity() })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/local-entities/1/', { token: kuwaiti })).statusCode).toBe(403);
    expect((await t.call('GET', '/local-entities/statistics/', { token: kuwaiti })).statusCode).toBe(403);
    expect((await t.call('GET', '/le-pdf-content/', { token: kuwaiti })).statusCode).toBe(403);
    expect((await upload(kuwaiti, { name: 'a.pdf', type: 'application/pdf', bytes: minimalPdf(['a']) }, { local_entity: '1' })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/local-files/1/', { token: kuwaiti })).statusCode).toBe(403);
  });

  it('a role without a rule is refused every registry operation (403)', async () => {
    for (const [method, path] of [['GET', '/local-entities/'], ['GET', '/local-entities/all/'], ['GET', '/local-entities/1/'], ['GET', '/local-entities/statistics/'],
      ['GET', '/le-pdf-content/'], ['GET', '/local-files/?local_entity=1'], ['GET', '/log-entry/?local_entity=1'], ['GET', '/log-entry/1/']] as const) {
      const [url, search] = path.split('?');
      const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
      expect((await t.call(method, url!, { token: awqaf, ...(query ? { query } : {}) })).statusCode, path).toBe(403);
    }
  });
});
