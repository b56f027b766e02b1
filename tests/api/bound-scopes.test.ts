/**
 * A `name_{n}` permission binds a user to record n of a registry, and scopes reach the whole of it:
 * the users of one Kuwaiti entity share its safe-travel notifications, the users of one mission its
 * awqaf requests; a user of another entity or mission gets 404. A permission naming a record that
 * does not exist is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { exampleRecord } from './workflow/example-records.ts';
import { boundWorkflows } from './workflow/bound-workflows.ts';
import { safeTravelBody } from './safe-travel-example.ts';

let t: TestApp;
let admin: string;
const PASSWORD = 'Kuwait&Gulf2026';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A new user of `type` bound by `permissions`, signed in. */
async function userOf(username: string, type: string, permissions: string[]): Promise<string> {
  const body = { username, name: username, user_type: type, password: PASSWORD, email: `${username}@portal.example`, permissions, menu_permissions: [] };
  const created = await t.call('POST', '/users/', { token: admin, body });
  expect(created.statusCode, created.body).toBe(201);
  return t.login(username, PASSWORD);
}

const ids = (response: { json(): { results: Array<{ id: number }> } }) => response.json().results.map((r) => r.id);

describe('scopes over the whole bound record', () => {
  it('shares a Kuwaiti entity’s safe-travel notifications among its users, and only them', async () => {
    const kuwaiti = await t.login('kuwaiti');
    const colleague = await userOf('le.colleague', 'le', ['local_entity', 'local_entity_1']);
    const stranger = await userOf('le.stranger', 'le', ['local_entity', 'local_entity_2']);
    const filed = await t.call('POST', '/safe-travel/', { token: kuwaiti, body: safeTravelBody(), language: 'en' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ local_entity: 1, local_entity_name: 'Al-Awn Charitable Society' });
    const id = filed.json().id;
    expect(ids(await t.call('GET', '/safe-travel/', { token: colleague, query: { page_size: 9999 } }))).toContain(id);
    expect((await t.call('GET', `/safe-travel/${id}/`, { token: colleague })).statusCode).toBe(200);
    expect(ids(await t.call('GET', '/safe-travel/', { token: stranger, query: { page_size: 9999 } }))).not.toContain(id);
    expect((await t.call('GET', `/safe-travel/${id}/`, { token: stranger })).statusCode).toBe(404);
    expect((await t.call('POST', `/safe-travel/${id}/cancel/`, { token: stranger, body: { comment: 'no' } })).statusCode).toBe(404);
  });

  it('shares a mission’s awqaf requests among its users, and only them', async () => {
    const mission = await t.login('mission');
    const colleague = await userOf('dm.colleague', 'dm', ['diplomatic_mission', 'embassy_mission_1']);
    const cairo = await userOf('dm.cairo', 'dm', ['diplomatic_mission', 'embassy_mission_2']);
    const body = { ...exampleRecord(boundWorkflows().find((w) => w.name === 'awqaf')!.entity.schema), country: 'KW' };
    const filed = await t.call('POST', '/aq/request/', { token: mission, body, language: 'ar' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ mission: 1, mission_name: 'سفارة دولة الكويت في عمّان' });
    const id = filed.json().id;
    expect((await t.call('GET', `/aq/request/${id}/`, { token: colleague })).statusCode).toBe(200);
    expect((await t.call('GET', `/aq/request/${id}/`, { token: cairo })).statusCode).toBe(404);
    expect(ids(await t.call('GET', '/aq/request/', { token: cairo, query: { page_size: 9999 } }))).not.toContain(id);
  });

  it('refuses a permission bound to a record that does not exist, on create and on edit', async () => {
    const body = { username: 'le.nowhere', name: 'Nowhere', user_type: 'le', password: PASSWORD, email: 'nowhere@portal.example', permissions: ['local_entity', 'local_entity_999'], menu_permissions: [] };
    const refused = await t.call('POST', '/users/', { token: admin, body, language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ permissions: 'There is no record number 999 to bind this permission to' });
    const created = await t.call('POST', '/users/', { token: admin, body: { ...body, permissions: ['local_entity', 'local_entity_2'] }, language: 'en' });
    expect(created.statusCode, created.body).toBe(201);
    // A bound permission reads as its record's name, in the caller's language.
    expect(created.json().permission_names).toEqual(['Local Entity', 'Local Entity: Al-Khair Foundation']);
    const list = await t.call('GET', '/users/', { token: admin, query: { search: 'le.nowhere' }, language: 'ar' });
    expect(list.json().results[0].permission_names[1]).toBe('جهة محلية: مبرة الخير');
    const edit = await t.call('PUT', `/users/${created.json().id}/`, { token: admin, body: { permissions: ['embassy_mission_77'] }, language: 'ar' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ permissions: 'لا يوجد سجل بالرقم ٧٧ لربط هذه الصلاحية به' }); // the language's digits (spec/formats.yaml)
  });
});
