import type { ListTab } from '../../../shared/spec-model.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { ALL_ROWS } from './list-features.ts';

/** Everything that selects the rows of a list; read from the route param and the URL query. */
export type ListState = {
  tab: ListTab | undefined;
  pageIndex: number;
  pageSize: number;
  ordering: string;
  /** Filter values by the filter's param (`search`, …); empty ones are absent. */
  filters: Record<string, string>;
};

// Page-style lists keep `page` (from 1) and `page_size` in the URL; offset-style lists mirror
// their API with `offset` and `limit`, so a copied address equals the spec's route query.
const keysOf = (screen: ListScreen) => (screen.paging === 'offset' ? { start: 'offset', size: 'limit' } : { start: 'page', size: 'page_size' });

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;
};

/** Reads the list state from the tab param value and the URL query, falling back to descriptor defaults. */
export function readListState(screen: ListScreen, tabKey: string | undefined, search: URLSearchParams): ListState {
  const keys = keysOf(screen);
  const pageSize = Math.max(1, positiveInt(search.get(keys.size), screen.pageSize, ALL_ROWS));
  const start = positiveInt(search.get(keys.start), screen.paging === 'offset' ? 0 : 1);
  const pageIndex = screen.paging === 'offset' ? Math.floor(start / pageSize) : Math.max(0, start - 1);
  const ordering = search.get('ordering');
  const filters = Object.fromEntries(
    screen.filters.map((filter) => [filter.param, search.get(filter.param)?.trim() ?? ''] as const).filter(([, value]) => value),
  );
  return {
    tab: screen.tabs.find((tab) => tab.key === tabKey) ?? screen.tabs[0],
    pageIndex,
    pageSize,
    ordering: ordering && /^-?[a-z_]{1,60}$/.test(ordering) ? ordering : (screen.defaultOrdering ?? ''),
    filters,
  };
}

/** Writes paging, ordering and filters into a URL query, leaving defaults out so addresses stay short. */
export function writeListState(screen: ListScreen, state: Omit<ListState, 'tab'>, base: URLSearchParams): URLSearchParams {
  const keys = keysOf(screen);
  const next = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
  const start = screen.paging === 'offset' ? state.pageIndex * state.pageSize : state.pageIndex + 1;
  set(keys.start, String(start), screen.paging === 'offset' ? '0' : '1');
  set(keys.size, String(state.pageSize), String(screen.pageSize));
  set('ordering', state.ordering, screen.defaultOrdering ?? '');
  for (const filter of screen.filters) set(filter.param, state.filters[filter.param] ?? '', '');
  return next;
}

/**
 * The API query of a list state: the route params `routeQuery` names (a parent record's id), the
 * tab's query, filters and ordering; paging in the screen's style.
 */
export function apiQueryOf(screen: ListScreen, state: ListState, params: Record<string, string> = {}): Record<string, string | number> {
  const paging: Record<string, number> =
    screen.paging === 'offset'
      ? { limit: state.pageSize, offset: state.pageIndex * state.pageSize }
      : { page: state.pageIndex + 1, page_size: state.pageSize };
  const fromRoute = Object.fromEntries(
    Object.entries(screen.routeQuery ?? {}).flatMap(([name, param]) => (params[param] === undefined ? [] : [[name, params[param]]])),
  );
  return { ...fromRoute, ...state.tab?.query, ...state.filters, ...(state.ordering ? { ordering: state.ordering } : {}), ...paging };
}
