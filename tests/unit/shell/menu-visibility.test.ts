import { describe, expect, it } from 'vitest';
import { accessRules, userTypes } from '../../../generated/access/rules.ts';
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

  // Who may call an operation is spec/access/rules (generated/access/rules.ts), not this test.
  it('shows an entry naming an operation (user administration, user transfer) to exactly the user types its rule grants', () => {
    const granted = (operationId: string, type: string) => type in (accessRules.find((rule) => rule.operationId === operationId)?.grants ?? {});
    const gated = menu.filter((entry) => entry.operation && !entry.permission);
    expect(gated.map((entry) => entry.key)).toEqual(expect.arrayContaining(['users', 'user_transfer']));
    for (const type of userTypes) {
      for (const entry of gated) expect(keys(user(type, [])).includes(entry.key), `${entry.key} for ${type}`).toBe(granted(entry.operation!, type));
    }
    // A user type's target opens its own page: a Kuwaiti entity's Users, the staff it created.
    expect(menu.find((entry) => entry.key === 'users')?.targets?.le).toEqual({ route: 'users.ft_staff_list', params: { status: '1' } });
    expect(visibleMenu(menu, user('le', [])).find((e) => e.key === 'users')).toMatchObject({ route: 'users.ft_staff_list', params: { status: '1' } });
    expect(allowsEntry({ operation: 'transferUser' }, null)).toBe(false);
  });
});
