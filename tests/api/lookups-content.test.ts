import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let staff: string;
let mission: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, staff, mission] = [await t.login('admin'), await t.login('staff'), await t.login('mission')];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('content that every signed-in user reads', () => {
  it.each(['/general/', '/reminder/', '/big-baners/', '/social-links/', '/general-instructions/', '/categories/', '/settings/'])('%s answers a page to a mission user', async (path) => {
    const response = await t.call('GET', path, { token: mission });
    expect(response.statusCode, response.body).toBe(200);
    expect(Array.isArray(response.json().results)).toBe(true);
    expect((await t.call('GET', path)).statusCode).toBe(401);
  });

  it('lists the footer social links in their order', async () => {
    const links = (await t.call('GET', '/social-links/', { token: mission })).json().results as Array<{ network: string; url: string; order: number }>;
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((l) => l.order)).toEqual([...links.map((l) => l.order)].sort((a, b) => a - b));
    expect(links.every((l) => l.url.startsWith('https://'))).toBe(true);
  });

  it('filters categories by parent and by is_base_category', async () => {
    const base = (await t.call('GET', '/categories/', { token: mission, query: { is_base_category: true } })).json().results as Array<{ id: number; is_base_category: boolean }>;
    expect(base.length).toBe(3);
    expect(base.every((c) => c.is_base_category)).toBe(true);
    const children = (await t.call('GET', '/categories/', { token: mission, query: { parent: base[0]!.id } })).json().results as Array<{ parent: number }>;
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((c) => c.parent === base[0]!.id)).toBe(true);
  });
});

describe('ministry admins edit content', () => {
  it('adds, changes and removes a social link; staff may not', async () => {
    const body = { network: 'telegram', url: 'https://t.me/example', order: 9 };
    expect((await t.call('POST', '/social-links/', { token: staff, body })).statusCode).toBe(403);
    const created = await t.call('POST', '/social-links/', { token: admin, body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const updated = await t.call('PUT', `/social-links/${id}/`, { token: admin, body: { ...body, url: 'https://t.me/changed' } });
    expect(updated.json().url).toBe('https://t.me/changed');
    expect((await t.call('DELETE', `/social-links/${id}/`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', `/social-links/${id}/`, { token: admin })).statusCode).toBe(404);
  });

  it('refuses an unknown network and a plain-http address, with translated messages', async () => {
    const response = await t.call('POST', '/social-links/', { token: admin, body: { network: 'myspace', url: 'http://x' }, language: 'ar' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields;
    expect(Object.keys(fields).sort()).toEqual(['network', 'url']);
    expect(fields.network).toMatch(/[\u0600-\u06FF]/);
  });

  it('changes a setting', async () => {
    const setting = (await t.call('GET', '/settings/', { token: admin, query: { key: 'support_email' } })).json().results[0];
    const response = await t.call('PUT', `/settings/${setting.id}/`, { token: admin, body: { key: 'support_email', value: 'help@example.gov.kw' } });
    expect(response.statusCode).toBe(200);
    expect((await t.call('GET', `/settings/${setting.id}/`, { token: mission })).json().value).toBe('help@example.gov.kw');
  });
});

describe('notifications/stats/', () => {
  it('counts the caller’s unread notifications per type', async () => {
    const empty = (await t.call('GET', '/notifications/stats/', { token: mission })).json();
    expect(empty).toEqual({ bc: 0, fe: 0, ft: 0, tr: 0, sr: 0, total: 0 });
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'mission'");
    const user = rows[0]!.id;
    await t.db.query("INSERT INTO notifications (user_id, type) VALUES ($1, 'ft'), ($1, 'ft'), ($1, 'sr')", [user]);
    await t.db.query("INSERT INTO notifications (user_id, type, read_at) VALUES ($1, 'bc', now())", [user]);
    expect((await t.call('GET', '/notifications/stats/', { token: mission })).json()).toEqual({ bc: 0, fe: 0, ft: 2, tr: 0, sr: 1, total: 3 });
    expect((await t.call('GET', '/notifications/stats/', { token: staff })).json().total).toBe(0);
    expect((await t.call('GET', '/notifications/stats/')).statusCode).toBe(401);
  });
});
