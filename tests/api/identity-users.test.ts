import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paciTestDouble } from '../../src/server/platform/auth/paci-adapter.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { auditRows, outboxFor } from './identity-support.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const staffBody = { username: 'le.staff1', name: 'Salem Al-Harbi', user_type: 'le', password: 'Kuwait&Gulf2026', email: 'salem@portal.example', permissions: ['local_entity', 'local_entity_1'], menu_permissions: ['local_entity'] };

describe('users/', () => {
  it('lists users for the admin, filtered by group, status, type and search', async () => {
    const all = await t.call('GET', '/users/', { token: admin, query: { page_size: 30 } });
    expect(all.json().count).toBeGreaterThanOrEqual(9);
    const groups = (await t.call('GET', '/groups/', { token: admin, query: { name: 'admin' }, language: 'en' })).json();
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Admin', 'Admin Observer']);
    const inAdmin = await t.call('GET', '/users/', { token: admin, query: { groups: groups[0].id } });
    expect(inAdmin.json().results.map((u: { username: string }) => u.username)).toEqual(['admin']);
    const dms = await t.call('GET', '/users/', { token: admin, query: { user_type: 'dm' } });
    expect(dms.json().results.map((u: { username: string }) => u.username)).toEqual(['mission']);
    const found = await t.call('GET', '/users/', { token: admin, query: { search: 'rashed' } });
    expect(found.json().results[0]).toMatchObject({ username: 'kuwaiti', status: 1, ft_department: 'LocalEntityFTManager' });
  });

  it('lets a Kuwaiti entity create its staff, see only them, and not hand out what it lacks', async () => {
    const le = await t.login('kuwaiti');
    const created = await t.call('POST', '/users/', { token: le, body: staffBody });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'le.staff1', role: 'local_entity', status: 1 });
    expect(JSON.stringify(created.json())).not.toMatch(/password|hash/i);
    const mine = await t.call('GET', '/users/', { token: le });
    expect(mine.json().results.map((u: { username: string }) => u.username)).toEqual(['le.staff1']);
    const adminId = (await t.call('GET', '/get-user-data/', { token: admin })).json().id;
    expect((await t.call('GET', `/users/${adminId}/`, { token: le })).statusCode).toBe(404);
    const escalate = await t.call('POST', '/users/', { token: le, body: { ...staffBody, username: 'le.boss', permissions: ['superuser'] } });
    expect(escalate.statusCode).toBe(403);
    const otherType = await t.call('POST', '/users/', { token: le, body: { ...staffBody, username: 'le.fe', user_type: 'fe', permissions: [] } });
    expect(otherType.statusCode).toBe(403);
  });

  it('refuses a taken username and a password against the rule', async () => {
    const taken = await t.call('POST', '/users/', { token: admin, body: { ...staffBody }, language: 'en' });
    expect(taken.json()).toMatchObject({ code: 'repeated', fields: { username: 'This Field Is Repeated' } });
    const weak = await t.call('POST', '/users/', { token: admin, body: { ...staffBody, username: 'x2', password: 'abc' }, language: 'en' });
    expect(weak.json()).toMatchObject({ code: 'password_rules', fields: { password: 'Please check the rules beside' } });
  });

  it('audits a permission change and logs deactivation, which ends the user\'s sessions', async () => {
    const target = (await t.call('GET', '/users/', { token: admin, query: { search: 'le.staff1' } })).json().results[0];
    const session = await t.login('le.staff1', 'Kuwait&Gulf2026');
    const changed = await t.call('PUT', `/users/${target.id}/`, { token: admin, body: { menu_permissions: ['local_entity', 'safe_travel'], is_active: false } });
    expect(changed.json()).toMatchObject({ menu_permissions: ['local_entity', 'safe_travel'], status: 0 });
    expect((await t.call('GET', '/get-user-data/', { token: session })).statusCode).toBe(401);
    const [change] = await auditRows(t.db, 'permission_change');
    expect(change).toMatchObject({ actor_username: 'admin', target: `user:${target.id}` });
    const logs = await t.call('GET', '/user-state-logs/', { token: admin, query: { user: target.id } });
    expect(logs.json().results.map((l: { state: string }) => l.state)).toEqual(['inactive', 'active']); // newest first: deactivated, created active;
    const inactive = await t.call('GET', '/users/', { token: admin, query: { status: 0 } });
    expect(inactive.json().results.map((u: { username: string }) => u.username)).toEqual(['le.staff1']);
  });

  it('transfers a user to a destination and deletes users', async () => {
    const destinations = (await t.call('GET', '/destinations/', { token: admin, language: 'en' })).json();
    // Named, never numbered: every Kuwaiti entity and mission of the registries, and what users hold now.
    expect(destinations).toEqual(expect.arrayContaining([
      { value: 'local_entity_1', label: 'Local Entity: Al-Awn Charitable Society' },
      { value: 'local_entity_4', label: 'Local Entity: Jahra Zakat Committee' },
      { value: 'embassy_mission_1', label: 'Embassy: Embassy of the State of Kuwait in Amman' },
    ]));
    const target = (await t.call('GET', '/users/', { token: admin, query: { search: 'le.staff1' } })).json().results[0];
    const moved = await t.call('POST', '/transfer/', { token: admin, body: { user: target.id, destination: 'local_entity_3' } });
    expect(moved.json().permissions).toEqual(['local_entity', 'local_entity_3']);
    const nowhere = await t.call('POST', '/transfer/', { token: admin, body: { user: target.id, destination: 'local_entity_777' }, language: 'en' });
    expect(nowhere.json().fields).toEqual({ destination: 'There is no record number 777 to bind this permission to' });
    expect((await t.call('POST', '/transfer/', { token: admin, body: { user: target.id, destination: 'nothing_7' } })).statusCode).toBe(400);
    expect((await t.call('DELETE', `/users/${target.id}/`, { token: admin })).statusCode).toBe(204);
    expect((await t.call('GET', `/users/${target.id}/`, { token: admin })).statusCode).toBe(404);
  });

  it('names groups in the caller\'s language, finds them by either name, and puts users in known groups only', async () => {
    const arabic = (await t.call('GET', '/groups/', { token: admin, language: 'ar' })).json();
    expect(arabic).toContainEqual(expect.objectContaining({ name: 'الموظفون', name_en: 'Staff', name_ar: 'الموظفون' }));
    const found = (await t.call('GET', '/groups/', { token: admin, query: { name: 'مراقبو' }, language: 'en' })).json();
    expect(found.map((g: { name: string }) => g.name)).toEqual(['Admin Observer']);
    const unknown = await t.call('POST', '/users/', { token: admin, language: 'en', body: { ...staffBody, username: 'grouped.unknown', groups: [999] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_choice', fields: { groups: expect.any(String) } });
    const observer = found[0].id as number;
    const created = await t.call('POST', '/users/', { token: admin, body: { ...staffBody, username: 'grouped.observer', email: 'observer@portal.example', groups: [observer] } });
    expect(created.statusCode, created.body).toBe(201);
    const inGroup = (await t.call('GET', '/users/', { token: admin, query: { groups: observer } })).json();
    expect(inGroup.results.map((u: { username: string }) => u.username)).toEqual(['grouped.observer']);
    // A Kuwaiti entity does not put its staff in the ministry's groups.
    const le = await t.login('kuwaiti');
    const byEntity = await t.call('POST', '/users/', { token: le, language: 'en', body: { ...staffBody, username: 'le.grouped', email: 'grouped@portal.example', groups: [observer] } });
    expect(byEntity.statusCode).toBe(403);
    expect(byEntity.json()).toMatchObject({ code: 'read_only_field', fields: { groups: expect.any(String) } });
  });

  it('shows a Kuwaiti entity the state logs of the staff it created, and no one else\'s', async () => {
    const le = await t.login('kuwaiti');
    const staff = await t.call('POST', '/users/', { token: le, body: { ...staffBody, username: 'le.logged', email: 'logged@portal.example' } });
    expect(staff.statusCode, staff.body).toBe(201);
    const id = staff.json().id as number;
    await t.call('PUT', `/users/${id}/`, { token: le, body: { is_active: false } });
    const own = (await t.call('GET', '/user-state-logs/', { token: le, query: { user: id } })).json();
    expect(own.results.map((l: { state: string; user: number }) => [l.user, l.state])).toEqual([[id, 'inactive'], [id, 'active']]);
    const everything = (await t.call('GET', '/user-state-logs/', { token: le, query: { limit: 100 } })).json();
    const staffIds = (await t.call('GET', '/users/', { token: le, query: { page_size: 30 } })).json().results.map((u: { id: number }) => u.id);
    expect(everything.results.length).toBeGreaterThanOrEqual(2);
    expect(everything.results.every((l: { user: number }) => staffIds.includes(l.user))).toBe(true);
    const adminId = (await t.call('GET', '/get-user-data/', { token: admin })).json().id as number;
    expect((await t.call('GET', '/user-state-logs/', { token: le, query: { user: adminId } })).json()).toEqual({ count: 0, results: [] });
    expect((await t.call('GET', '/user-state-logs/', { token: admin, query: { user: id } })).json().count).toBe(2);
    expect((await t.call('GET', '/user-state-logs/', { token: await t.login('mission') })).statusCode).toBe(403);
  });

  it('lists user types, departments and FT departments with labels', async () => {
    const types = (await t.call('GET', '/user-types/', { token: admin, language: 'en' })).json();
    expect(types).toContainEqual({ value: 'dm', label: 'Diplomatic Mission' });
    const departments = (await t.call('GET', '/departments/', { token: admin, language: 'en' })).json();
    expect(departments.departments.map((d: { name_en: string }) => d.name_en)).toContain('Permissions');
    expect(departments.ft_departments).toContainEqual({ value: 'LocalEntityFTStaffKuwaiti', label: 'Local Entity FT Staff Kuwaiti' });
  });
});

describe('second factors', () => {
  it('texts a 6-digit code through the outbox and verifies it once', async () => {
    const token = await t.login('mission');
    const created = await t.call('GET', '/mobileotp/create/', { token });
    expect(created.json()).toMatchObject({ mobile: '********0007' });
    const sms = (await outboxFor(t.db, '+96550000007')).at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', template: 'auth.mail.otp' });
    const challenge = created.json().token;
    const wrongCode = sms.params.code === '000000' ? '111111' : '000000';
    const wrong = await t.call('POST', `/mobileotp/login/${challenge}/`, { token, body: { otp: wrongCode }, language: 'en' });
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid' });
    const short = await t.call('POST', `/mobileotp/login/${challenge}/`, { token, body: { otp: '12' }, language: 'en' });
    expect(short.statusCode).toBe(400);
    expect((await t.call('POST', `/mobileotp/login/${challenge}/`, { token, body: { otp: sms.params.code } })).statusCode).toBe(200);
    expect((await t.call('POST', `/mobileotp/login/${challenge}/`, { token, body: { otp: sms.params.code } })).json().code).toBe('token_invalid');
    const { rows } = await t.db.query<{ verified: boolean }>('SELECT bool_or(verified_at IS NOT NULL) AS verified FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = $1', ['mission']);
    expect(rows[0]!.verified).toBe(true);
  });

  it('holds back a user whose profile requires extra authentication until the code is given', async () => {
    const staffId = (await t.call('GET', '/users/', { token: admin, query: { search: 'Noura' } })).json().results[0].id;
    await t.call('PUT', `/users/${staffId}/`, { token: admin, body: { authentication_required: true } });
    const token = await t.login('staff');
    expect((await t.call('GET', '/get-user-data/', { token })).json()).toMatchObject({ authentication_required: true, authentication_pending: true });
    const held = await t.call('GET', '/users/', { token, language: 'en' });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ code: 'otp_required', message: 'Please input the OTP code sent to your mobile number' });
    const challenge = (await t.call('GET', '/mobileotp/create/', { token })).json().token;
    const code = (await outboxFor(t.db, '+96550000002')).at(-1)!.params.code;
    expect((await t.call('POST', `/mobileotp/login/${challenge}/`, { token, body: { otp: code } })).statusCode).toBe(200);
    expect((await t.call('GET', '/users/', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/get-user-data/', { token })).json().authentication_pending).toBe(false);
    await t.call('PUT', `/users/${staffId}/`, { token: admin, body: { authentication_required: false } });
  });

  it('authenticates by PACI push through the adapter, as the test double decides', async () => {
    const token = await t.login('foreign');
    paciTestDouble.decide('290010100001', 'rejected');
    const rejected = await t.call('POST', '/paci/pn/', { token, body: { civil_id: '290010100001' } });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const approved = await t.call('POST', '/paci/pn/', { token, body: { civil_id: '290010100002' } });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await t.call('POST', '/paci/pn/', { token, body: { civil_id: '12' } })).statusCode).toBe(400);
    paciTestDouble.reset();
  });
});
