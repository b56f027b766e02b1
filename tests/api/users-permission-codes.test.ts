import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const PASSWORD = 'Kuwait&Gulf2026';
const base = { name: 'Nora Al-Kandari', user_type: 'le', password: PASSWORD };

describe('permission codes on the user forms', () => {
  it('refuses an unknown permission or menu permission with a translated field message', async () => {
    const en = await t.call('POST', '/users/', { token: admin, language: 'en', body: { ...base, username: 'codes.bad', permissions: ['local_entity_2', 'no_such_permission'] } });
    expect(en.statusCode).toBe(400);
    expect(en.json().fields.permissions).toBe('Choose one of the listed options');
    const plainWithNumber = await t.call('POST', '/users/', { token: admin, language: 'ar', body: { ...base, username: 'codes.bad2', permissions: ['admin_3'] } });
    expect(plainWithNumber.statusCode).toBe(400);
    expect(plainWithNumber.json().fields.permissions).toBe('اختر أحد الخيارات المعروضة');
    const created = (await t.call('POST', '/users/', { token: admin, body: { ...base, username: 'codes.ok' } })).json() as { id: number };
    const menu = await t.call('PUT', `/users/${created.id}/`, { token: admin, language: 'en', body: { menu_permissions: ['general_detail', 'bogus_menu'] } });
    expect(menu.statusCode).toBe(400);
    expect(menu.json().fields).toHaveProperty('menu_permissions');
  });

  it('stores an entity-bound permission with its number and the menu permissions chosen', async () => {
    const created = (await t.call('POST', '/users/', { token: admin, body: { ...base, username: 'codes.bound', permissions: ['local_entity', 'local_entity_3'], menu_permissions: ['local_entity', 'mosal'] } }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const changed = await t.call('PUT', `/users/${id}/`, { token: admin, body: { permissions: ['embassy_mission_2', 'moi'] } });
    expect(changed.statusCode).toBe(200);
    const read = (await t.call('GET', `/users/${id}/`, { token: admin })).json();
    expect(read.permissions).toEqual(['embassy_mission_2', 'moi']);
    expect(read.menu_permissions).toEqual(['local_entity', 'mosal']);
  });

  it('names the department in the caller\'s language', async () => {
    const dept = (await t.db.query<{ id: string }>("SELECT id FROM departments WHERE name_en = 'Permissions'")).rows[0]!.id;
    const { id } = (await t.call('POST', '/users/', { token: admin, body: { ...base, username: 'codes.dept', department: Number(dept) } })).json() as { id: number };
    expect((await t.call('GET', `/users/${id}/`, { token: admin, language: 'ar' })).json().department_name).toBe('الصلاحيات');
    expect((await t.call('GET', `/users/${id}/`, { token: admin, language: 'en' })).json().department_name).toBe('Permissions');
    const list = (await t.call('GET', '/users/', { token: admin, language: 'ar', query: { search: 'codes.dept' } })).json();
    expect(list.results[0].department_name).toBe('الصلاحيات');
  });
});
