import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let le: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, le] = [await t.login('admin'), await t.login('kuwaiti')];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const PASSWORD = 'Kuwait&Gulf2026';
type User = { id: number; username: string; status: number; menu_permissions: string[]; permissions: string[]; user_type: string; ft_department: string | null };
const usernames = (body: { results: User[] }) => body.results.map((u) => u.username);
const departmentId = async (name: string) => (await t.db.query<{ id: string }>('SELECT id FROM departments WHERE name_en = $1', [name])).rows[0]!.id;

describe('user administration lists', () => {
  it('filters by status: 1 active, 0 inactive, 2 failed login', async () => {
    const make = async (username: string) => (await t.call('POST', '/users/', { token: admin, body: { username, name: username, user_type: 'mofa_staff', password: PASSWORD } })).json() as User;
    const [active, inactive, locked] = [await make('st.active'), await make('st.inactive'), await make('st.locked')];
    await t.call('PUT', `/users/${inactive.id}/`, { token: admin, body: { is_active: false } });
    await t.db.query('UPDATE users SET locked_at = now() WHERE id = $1', [locked.id]);
    const tab = async (status: number) => usernames((await t.call('GET', '/users/', { token: admin, query: { status, search: 'st.', page_size: 30 } })).json());
    expect(await tab(1)).toEqual([active.username]);
    expect(await tab(0)).toEqual([inactive.username]);
    expect(await tab(2)).toEqual([locked.username]);
    const bad = await t.call('GET', '/users/', { token: admin, query: { status: 5 }, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
  });

  it('logs a new user\'s first state with who made it, and a transfer', async () => {
    const created = (await t.call('POST', '/users/', { token: admin, body: { username: 'log.me', name: 'Log Me', user_type: 'le', password: PASSWORD, permissions: ['local_entity', 'local_entity_1'] } })).json() as User;
    await t.call('POST', '/transfer/', { token: admin, body: { user: created.id, destination: 'local_entity_1' } });
    const logs = (await t.call('GET', '/user-state-logs/', { token: admin, query: { user: created.id } })).json();
    expect(logs.count).toBe(2);
    expect(logs.results.map((l: { state: string }) => l.state).sort()).toEqual(['active', 'transferred']);
    expect(logs.results[0]).toMatchObject({ user: created.id, changed_by_name: 'Fahad Al-Sabah' });
    // Not a user the Kuwaiti entity created: its state log is not theirs to read (an empty page, as any filter).
    expect((await t.call('GET', '/user-state-logs/', { token: le, query: { user: created.id } })).json()).toEqual({ count: 0, results: [] });
  });

  it('asks the super admin for a user type and refuses an unknown FT department', async () => {
    const noType = await t.call('POST', '/users/', { token: admin, body: { username: 'no.type', name: 'No Type', password: PASSWORD }, language: 'en' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields).toEqual({ user_type: 'This field is required' });
    const badDept = await t.call('POST', '/users/', { token: admin, body: { username: 'bad.dept', name: 'Bad', user_type: 'le', password: PASSWORD, ft_department: 'Nowhere' }, language: 'en' });
    expect(badDept.statusCode).toBe(400);
    expect(badDept.json().fields).toHaveProperty('ft_department');
  });
});

describe('a Kuwaiti entity\'s staff', () => {
  it('gets the entity\'s type and permissions, the Permissions department, and FT staff with its menu', async () => {
    const permissionsDept = Number(await departmentId('Permissions'));
    const created = await t.call('POST', '/users/', { token: le, language: 'en', body: { username: 'le.ft1', name: 'Huda Al-Sabah', password: PASSWORD, department: permissionsDept, ft_department: 'LocalEntityFTStaff' } });
    expect(created.statusCode).toBe(201);
    const staff = created.json() as User;
    expect(staff).toMatchObject({ user_type: 'le', permissions: ['local_entity', 'local_entity_1'], ft_department: 'LocalEntityFTStaff', department_name: 'Permissions', role: 'local_entity_ft_staff' });
    expect(staff.menu_permissions.sort()).toEqual(['fund_transfer', 'general_detail', 'local_entity']);

    const unmade = (await t.call('PUT', `/users/${staff.id}/`, { token: le, body: { ft_department: null } })).json() as User;
    expect(unmade.menu_permissions.sort()).toEqual(['general_detail', 'local_entity']);
    expect(unmade.ft_department).toBeNull();
    const made = (await t.call('PUT', `/users/${staff.id}/`, { token: le, body: { ft_department: 'LocalEntityFTStaffKuwaiti' } })).json() as User;
    expect(made.menu_permissions).toContain('fund_transfer');
  });

  it('refuses departments a Kuwaiti entity may not give', async () => {
    const other = Number(await departmentId('Charities Department'));
    const dept = await t.call('POST', '/users/', { token: le, body: { username: 'le.x', name: 'X', password: PASSWORD, department: other }, language: 'en' });
    expect(dept.json()).toMatchObject({ fields: { department: 'Choose one of the listed options' } });
    const ft = await t.call('POST', '/users/', { token: le, body: { username: 'le.y', name: 'Y', password: PASSWORD, ft_department: 'Mosal' }, language: 'en' });
    expect(ft.json()).toMatchObject({ fields: { ft_department: 'Choose one of the listed options' } });
  });

  it('lists only the staff the entity created, and hides others (404)', async () => {
    const mine = (await t.call('GET', '/users/', { token: le, query: { status: 1, user_type: 'le' } })).json();
    expect(usernames(mine)).toEqual(['le.ft1']);
    const theirs = (await t.call('GET', '/users/', { token: admin, query: { search: 'log.me' } })).json().results[0] as User;
    expect((await t.call('GET', `/users/${theirs.id}/`, { token: le })).statusCode).toBe(404);
    expect((await t.call('PUT', `/users/${theirs.id}/`, { token: le, body: { name: 'Taken' } })).statusCode).toBe(404);
  });
});
