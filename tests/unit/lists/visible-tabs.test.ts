import { describe, expect, it } from 'vitest';
import { screens as foreignEntity } from '../../../generated/screens/foreign-entity.ts';
import { screens as safeTravel } from '../../../generated/screens/safe-travel.ts';
import type { ListScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { visibleTabs } from '../../../src/portal/runtime/lists/visible-tabs.ts';

const list = (screens: typeof foreignEntity, name: string) => screens.find((screen) => screen.name === name) as ListScreen;
const keys = (screen: ListScreen, userType?: string) => visibleTabs(screen, userType).map((tab) => tab.key);

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

  it('leaves lists of workflows without status filters alone', () => {
    const travel = list(safeTravel, 'safe_travel.list');
    expect(keys(travel, 'le')).toEqual(travel.tabs.map((tab) => tab.key));
  });
});
