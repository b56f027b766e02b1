import { useMemo, useState } from 'react';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { apiQueryOf, readListState, type ListState } from './list-state.ts';

type Changes = Partial<Omit<ListState, 'tab'>>;

/**
 * A list's state kept in the component, for a list inside a page (a detail screen's panel): the
 * address belongs to the page. `params` stand for route params (`routeQuery`, action params).
 */
export function useLocalListQuery(screen: ListScreen, params: Record<string, string>) {
  const [state, setState] = useState(() => readListState(screen, undefined, new URLSearchParams()));
  const query = useMemo(() => apiQueryOf(screen, state, params), [screen, state, params]);
  // Any change but paging itself starts again at the first page, as on a list page.
  const update = (changes: Changes) => setState((current) => ({ ...current, pageIndex: 0, ...changes }));
  return { state, query, update };
}
