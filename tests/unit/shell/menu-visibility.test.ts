import { describe, expect, it } from 'vitest';
import { menu } from '../../../generated/screens/menu.ts';
import { allowsEntry, visibleMenu } from '../../../src/portal/app/layout/menu-visibility.ts';

const user = (user_type: string, menu_permissions: string[]) => ({ user_type, menu_permissions });
const keys = (u: ReturnType<typeof user> | null) => visibleMenu(menu, u).map((entry) => entry.key);

describe('left menu visibility', () => {
  it('always shows Overview and Communication, and nothing else without permissions', () => {
    expect(keys(user('awqaf', []))).toEqual(expect.arrayContaining(['overview', 'communication']));
    expect(keys(user('awqaf', [])).some((key) => ['dashboard', 'fund_transfer', 'awqaf', 'foreign_entity'].includes(key))).toBe(false);
  });

  it('shows an entry for its menu permission or one of its alternatives', () => {
    expect(allowsEntry({ permission: 'foreign_entity' }, user('dm', ['foreign_entity_diplomatic']))).toBe(true);
    expect(allowsEntry({ permission: 'foreign_entity' }, user('le', ['foreign_entity_local']))).toBe(true);
    expect(allowsEntry({ permission: 'fund_transfer' }, user('le', ['mosal']))).toBe(true);
    expect(allowsEntry({ permission: 'fund_transfer' }, user('le', ['safe_travel']))).toBe(false);
    expect(allowsEntry({ permission: 'general_detail' }, null)).toBe(false);
  });

  it('opens the view page for foreign entities and the transactions list for missions', () => {
    const route = (type: string, key: string) => visibleMenu(menu, user(type, ['foreign_entity', 'fund_transfer'])).find((e) => e.key === key)?.route;
    expect(route('fe', 'foreign_entity')).toBe('foreign_entity.view');
    expect(route('fe_approved', 'foreign_entity')).toBe('foreign_entity.view');
    expect(route('mofa_staff', 'foreign_entity')).toBe('foreign_entity.list');
    expect(route('dm', 'fund_transfer')).toBe('fund_transfer.transactions');
    expect(route('le', 'fund_transfer')).toBe('fund_transfer.index');
  });

  it('shows user administration to those the access rules let list users, and a Kuwaiti entity its own staff', () => {
    expect(keys(user('mofa_admin', []))).toEqual(expect.arrayContaining(['users', 'user_transfer']));
    expect(keys(user('mofa_staff', []))).toContain('users');
    expect(keys(user('mofa_staff', []))).not.toContain('user_transfer');
    expect(keys(user('fe', [])).some((key) => key === 'users' || key === 'user_transfer')).toBe(false);
    const entry = visibleMenu(menu, user('le', [])).find((e) => e.key === 'users');
    expect(entry).toMatchObject({ route: 'users.ft_staff_list', params: { status: '1' } });
    expect(allowsEntry({ operation: 'transferUser' }, null)).toBe(false);
  });
});
