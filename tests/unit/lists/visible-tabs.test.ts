import { describe, expect, it } from 'vitest';
import { screens as foreignEntity } from '../../../generated/screens/foreign-entity.ts';
import { screens as fundTransfer } from '../../../generated/screens/fund-transfer.ts';
import { screens as safeTravel } from '../../../generated/screens/safe-travel.ts';
import type { ListScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { visibleTabs } from '../../../src/portal/runtime/lists/visible-tabs.ts';
import { userTypes } from '../../../generated/access/rules.ts';
import { workflows } from '../../../generated/workflows/index.ts';

const list = (screens: typeof foreignEntity, name: string) => screens.find((screen) => screen.name === name) as ListScreen;
const keys = (screen: ListScreen, userType?: string, ftDepartment?: string) => visibleTabs(screen, { userType, ftDepartment }).map((tab) => tab.key);

describe('list tabs a user type may open', () => {
  const entities = list(foreignEntity, 'foreign_entity.list');

  it('hides Modified (5) and Archived (11) from diplomatic missions, keeping the views of states they list', () => {
    const shown = keys(entities, 'dm');
    expect(shown).not.toContain('5');
    expect(shown).not.toContain('11');
    expect(shown).toEqual(expect.arrayContaining(['all', '0', '1', '2', '4', '6', '7', '8', '9', '10', '5.1', '12', '13']));
    expect(shown).toHaveLength(entities.tabs.length - 2);
  });

  it('shows the ministry every tab, and a user type the workflow does not filter too', () => {
    expect(keys(entities, 'mofa_staff')).toEqual(entities.tabs.map((tab) => tab.key));
    expect(keys(entities, 'mofa_ft_users')).toEqual(entities.tabs.map((tab) => tab.key));
  });

  // Who lists which state is the workflow's `filters` (generated/workflows), not this test.
  it('shows a user type the workflow does not filter every tab, and a filtered one the tabs of the states it lists', () => {
    const travel = list(safeTravel, 'safe_travel.list');
    const { listable, states } = workflows['safe-travel']!.definition;
    const unfiltered = userTypes.filter((type) => !(type in listable));
    expect(unfiltered.length).toBeGreaterThan(0);
    for (const type of unfiltered) expect(keys(travel, type)).toEqual(travel.tabs.map((tab) => tab.key));
    for (const [type, names] of Object.entries(listable)) {
      const codes = states.filter((state) => (names as string[]).includes(state.name)).map((state) => String(state.code));
      const expected = travel.tabs.filter((tab) => tab.query.status === undefined || codes.includes(String(tab.query.status))).map((tab) => tab.key);
      expect(keys(travel, type), type).toEqual(expected);
    }
  });
});

describe('fund-transfer tabs by FT department (product spec section 4)', () => {
  const transfers = list(fundTransfer, 'fund_transfer.list');

  it('shows each department its own status list, in its order, after All', () => {
    expect(keys(transfers, 'le', 'LocalEntityFTManager')).toEqual(['all', 'local_entity_ft_manager', 'mofa', 'diplomatic_mission', 'foreign_entity', 'suspended', 'rejected', 'restricted_countries', 'charity_account_staff', 'completed']);
    expect(keys(transfers, 'le', 'LocalEntityFTStaffKuwaiti')).toEqual(['all', 'mofa', 'diplomatic_mission', 'foreign_entity', 'donation_received', 'suspended', 'rejected', 'restricted_countries', 'ft_regular', 'ft_direct', 'bank']);
    expect(keys(transfers, 'mofa_ft_users', 'CharityAccountStaff')).toEqual(['all', 'new', 'local_entity_ft_manager', 'diplomatic_mission', 'foreign_entity', 'donation_received', 'suspended', 'rejected', 'restricted_countries', 'charity_account_staff']);
    expect(keys(transfers, 'mofa_ft_users', 'GeneralAccountSupervisor')).toEqual(['all', 'new', 'diplomatic_mission', 'foreign_entity', 'completed', 'suspended', 'rejected', 'restricted_countries']);
    expect(keys(transfers, 'fe_approved')).toEqual(['all', 'foreign_entity', 'donation_received']);
  });

  it('shows a user of the type with no such department what every holder of the type lists', () => {
    const shown = keys(transfers, 'mofa_ft_users');
    for (const state of ['mosal', 'charity_account_staff', 'completed', 'fund_transfer_manager']) expect(shown).toContain(state);
  });
});
