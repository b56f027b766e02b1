import { describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import type { ListScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { apiQueryOf, readListState, writeListState } from '../../../src/portal/runtime/lists/list-state.ts';
import { canCall } from '../../../src/portal/runtime/screens/can-call.ts';

const list = screens.find((screen) => screen.name === 'references.list') as ListScreen;
const offsetList: ListScreen = { ...list, paging: 'offset', pageSize: 15 };

describe('list state in the address', () => {
  it('falls back to the descriptor defaults', () => {
    const state = readListState(list, undefined, new URLSearchParams());
    expect(apiQueryOf(list, state)).toEqual({ page: 1, page_size: 10, ordering: '-published_date' });
  });

  it('adds the tab query, filters and ordering to the API query', () => {
    const state = readListState(list, 'hidden', new URLSearchParams('page=3&page_size=20&ordering=title&search=law'));
    expect(apiQueryOf(list, state)).toEqual({ visible: 'false', search: 'law', ordering: 'title', page: 3, page_size: 20 });
  });

  it('uses limit/offset for offset lists, in the address and in the API query', () => {
    const state = readListState(offsetList, undefined, new URLSearchParams('offset=30&limit=15'));
    expect(state.pageIndex).toBe(2);
    expect(apiQueryOf(offsetList, state)).toMatchObject({ limit: 15, offset: 30 });
    expect(writeListState(offsetList, { ...state, pageIndex: 3 }, new URLSearchParams()).toString()).toBe('offset=45');
  });

  it('ignores malformed values instead of sending them', () => {
    const state = readListState(list, 'nope', new URLSearchParams('page=-2&page_size=abc&ordering=1;drop'));
    expect(apiQueryOf(list, state)).toEqual({ page: 1, page_size: 10, ordering: '-published_date' });
  });

  it('leaves defaults out of the address', () => {
    const state = readListState(list, undefined, new URLSearchParams('page=2'));
    expect(writeListState(list, { ...state, pageIndex: 0 }, new URLSearchParams('page=2')).toString()).toBe('');
  });
});

describe('a list of one parent record (routeQuery)', () => {
  it('sends the route param as the API query parameter the screen names', async () => {
    const { screens: foreignEntity } = await import('../../../generated/screens/foreign-entity.ts');
    const requests = foreignEntity.find((screen) => screen.name === 'foreign_entity.modify_requests') as ListScreen;
    const state = readListState(requests, undefined, new URLSearchParams());
    expect(apiQueryOf(requests, state, { id: '4' })).toEqual({ foreign_entity: '4', page: 1, page_size: 10 });
    expect(apiQueryOf(requests, state, {})).toEqual({ page: 1, page_size: 10 });
  });
});

describe('canCall', () => {
  it('follows the access rules and denies by default', () => {
    expect(canCall('createReference', 'mofa_staff')).toBe(true);
    expect(canCall('createReference', 'le')).toBe(false);
    expect(canCall('createReference', undefined)).toBe(false);
    expect(canCall('login', undefined)).toBe(true);
    expect(canCall('noSuchOperation', 'mofa_admin')).toBe(false);
  });
});
