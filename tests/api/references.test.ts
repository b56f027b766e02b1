import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let kuwaiti: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.login('staff');
  kuwaiti = await t.login('kuwaiti');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const reference = (overrides: Record<string, unknown> = {}) => ({
  title: 'Annual report',
  author: 'Audit office',
  description: 'Figures for the year',
  published_date: '2026-03-01',
  visible: true,
  user_types: ['le'],
  ...overrides,
});

async function create(body: Record<string, unknown>, token = staff) {
  const response = await t.call('POST', '/references/', { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('references: ministry staff', () => {
  it('creates a reference and finds it in the list', async () => {
    const created = await create(reference({ title: 'تقرير الرقابة السنوي' }));
    expect(created).toMatchObject({ title: 'تقرير الرقابة السنوي', visible: true, user_types: ['le'], views: 0, files: [] });
    expect(created.id).toBeGreaterThan(0);
    expect(new Date(created.created).toString()).not.toBe('Invalid Date');
    const list = await t.call('GET', '/references/', { token: staff, query: { page_size: 9999 } });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(created.id);
  });

  it('applies the schema default for visible', async () => {
    const { visible, ...rest } = reference();
    expect(visible).toBe(true);
    expect((await create(rest)).visible).toBe(true);
  });

  it('searches title, author and description, ignoring case and accents', async () => {
    const hotel = await create(reference({ title: 'Guide du Hôtel', author: 'Zeta' }));
    const byTitle = await t.call('GET', '/references/', { token: staff, query: { search: 'HOTEL' } });
    expect(byTitle.json().results.map((r: { id: number }) => r.id)).toEqual([hotel.id]);
    const byAuthor = await t.call('GET', '/references/', { token: staff, query: { search: 'zeta' } });
    expect(byAuthor.json().count).toBe(1);
    const wildcard = await t.call('GET', '/references/', { token: staff, query: { search: '%' } });
    expect(wildcard.json().count).toBe(0);
  });

  it('filters by visible', async () => {
    const hidden = await create(reference({ title: 'Hidden one', visible: false }));
    const onlyHidden = await t.call('GET', '/references/', { token: staff, query: { visible: false, page_size: 9999 } });
    const results = onlyHidden.json().results as Array<{ id: number; visible: boolean }>;
    expect(results.map((r) => r.id)).toContain(hidden.id);
    expect(results.every((r) => r.visible === false)).toBe(true);
    const onlyShown = await t.call('GET', '/references/', { token: staff, query: { visible: true, page_size: 9999 } });
    expect(onlyShown.json().results.every((r: { visible: boolean }) => r.visible)).toBe(true);
  });

  it('orders by any scalar field, ascending or descending, and refuses unknown fields', async () => {
    await create(reference({ title: 'AAA first', published_date: '2000-01-01' }));
    await create(reference({ title: 'ZZZ last', published_date: '2099-01-01' }));
    const ascending = await t.call('GET', '/references/', { token: staff, query: { ordering: 'published_date', page_size: 9999 } });
    const dates = ascending.json().results.map((r: { published_date: string }) => r.published_date);
    expect(dates).toEqual([...dates].sort());
    const descending = await t.call('GET', '/references/', { token: staff, query: { ordering: '-published_date', page_size: 10 } });
    expect(descending.json().results[0].title).toBe('ZZZ last');
    const byTitle = await t.call('GET', '/references/', { token: staff, query: { ordering: '-title', search: 'first' } });
    expect(byTitle.json().results[0].title).toBe('AAA first');
    const unknown = await t.call('GET', '/references/', { token: staff, query: { ordering: 'password' }, language: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_request', fields: { ordering: 'Choose one of the listed options' } });
    const files = await t.call('GET', '/references/', { token: staff, query: { ordering: 'files' } });
    expect(files.statusCode).toBe(400);
  });

  it('pages with a correct count', async () => {
    for (let i = 0; i < 12; i++) await create(reference({ title: `Paged ${i}`, author: 'pager' }));
    const first = await t.call('GET', '/references/', { token: staff, query: { search: 'pager', page_size: 10 } });
    expect(first.json().count).toBe(12);
    expect(first.json().results).toHaveLength(10);
    const second = await t.call('GET', '/references/', { token: staff, query: { search: 'pager', page_size: 10, page: 2 } });
    expect(second.json().results).toHaveLength(2);
    const ids = [...first.json().results, ...second.json().results].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(12);
    // A page past the end is empty and still says how many there are (the count comes with the rows otherwise).
    const past = await t.call('GET', '/references/', { token: staff, query: { search: 'pager', page_size: 10, page: 3 } });
    expect(past.json()).toEqual({ count: 12, results: [] });
    const badSize = await t.call('GET', '/references/', { token: staff, query: { page_size: 7 } });
    expect(badSize.statusCode).toBe(400);
    expect(Object.keys(badSize.json().fields)).toEqual(['page_size']);
  });

  it('says which field is missing, in English and in Arabic', async () => {
    const { title: _title, ...body } = reference();
    const en = await t.call('POST', '/references/', { token: staff, body, language: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'invalid_request', fields: { title: 'This field is required' } });
    const ar = await t.call('POST', '/references/', { token: staff, body });
    expect(ar.json().fields.title).toBe('هذا الحقل مطلوب');
    const empty = await t.call('POST', '/references/', { token: staff, body: reference({ title: '' }), language: 'en' });
    expect(empty.json().fields.title).toBe('This field is required');
  });

  it('refuses unknown fields and bad values', async () => {
    const unknown = await t.call('POST', '/references/', { token: staff, body: reference({ secret: 1 }), language: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ secret: 'This field is not accepted here' });
    const badType = await t.call('POST', '/references/', { token: staff, body: reference({ user_types: ['martian'], published_date: '31/12/2025' }), language: 'en' });
    expect(badType.json().fields).toEqual({ user_types: 'Choose one of the listed options', published_date: 'Enter the date as yyyy-mm-dd' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', '/references/999999/', { token: staff })).statusCode).toBe(404);
    expect((await t.call('PUT', '/references/999999/', { token: staff, body: reference() })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/references/999999/', { token: staff })).statusCode).toBe(404);
  });

  it('counts a view each time a reference is opened', async () => {
    const created = await create(reference());
    await t.call('GET', `/references/${created.id}/`, { token: staff });
    const second = await t.call('GET', `/references/${created.id}/`, { token: kuwaiti });
    expect(second.json().views).toBe(2);
  });

  it('updates with PUT: replaces fields, keeps the view count, ignores readOnly input', async () => {
    const created = await create(reference({ author: 'someone' }));
    await t.call('GET', `/references/${created.id}/`, { token: staff });
    const { author: _author, ...rest } = reference({ title: 'Renamed' });
    const updated = await t.call('PUT', `/references/${created.id}/`, { token: staff, body: { ...rest, views: 1000, id: 5 } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, title: 'Renamed', views: 1 });
    expect(updated.json().author).toBeUndefined();
    const { rows } = await t.db.query<{ version: number }>('SELECT version FROM reference_records WHERE id = $1', [created.id]);
    expect(rows[0]!.version).toBe(2);
  });

  it('deletes a reference, which then answers 404', async () => {
    const created = await create(reference());
    const deleted = await t.call('DELETE', `/references/${created.id}/`, { token: staff });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: created.id });
    expect((await t.call('GET', `/references/${created.id}/`, { token: staff })).statusCode).toBe(404);
  });
});

describe('references: a Kuwaiti entity user', () => {
  it('sees only published references addressed to its user type', async () => {
    const shown = await create(reference({ title: 'For le', user_types: ['le', 'fe'] }));
    const hidden = await create(reference({ title: 'Hidden for le', user_types: ['le'], visible: false }));
    const other = await create(reference({ title: 'For dm', user_types: ['dm'] }));
    const list = await t.call('GET', '/references/', { token: kuwaiti, query: { page_size: 9999 } });
    expect(list.statusCode).toBe(200);
    const results = list.json().results as Array<{ id: number; visible: boolean; user_types: string[] }>;
    const ids = results.map((r) => r.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(other.id);
    expect(results.every((r) => r.visible && r.user_types.includes('le'))).toBe(true);
    expect(list.json().count).toBe(results.length);
    expect((await t.call('GET', `/references/${shown.id}/`, { token: kuwaiti })).statusCode).toBe(200);
    expect((await t.call('GET', `/references/${hidden.id}/`, { token: kuwaiti })).statusCode).toBe(404);
    expect((await t.call('GET', `/references/${other.id}/`, { token: kuwaiti })).statusCode).toBe(404);
  });

  it('may not create, change or delete references (403)', async () => {
    const created = await create(reference());
    const post = await t.call('POST', '/references/', { token: kuwaiti, body: reference(), language: 'en' });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do this' });
    expect((await t.call('PUT', `/references/${created.id}/`, { token: kuwaiti, body: reference() })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/references/${created.id}/`, { token: kuwaiti })).statusCode).toBe(403);
  });

  it('is refused before validation: 401 without a session even with a bad body', async () => {
    expect((await t.call('POST', '/references/', { body: { nonsense: true } })).statusCode).toBe(401);
    expect((await t.call('GET', '/references/')).statusCode).toBe(401);
  });
});

describe('references: demo data', () => {
  it('has Arabic titles, a hidden one and a PDF on each', async () => {
    const { rows } = await t.db.query<{ data: { title: string; visible: boolean } }>('SELECT data FROM reference_records ORDER BY id LIMIT 4');
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => /[\u0600-\u06ff]/.test(row.data.title))).toBe(true);
    expect(rows.some((row) => row.data.visible === false)).toBe(true);
    const files = await t.db.query<{ count: number }>("SELECT count(*)::int AS count FROM files WHERE content_type = 'application/pdf'");
    expect(files.rows[0]!.count).toBeGreaterThanOrEqual(4);
  });
});
