import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { routes } from '../../../../generated/screens/routes.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { apiQueryOf, readListState, writeListState, type ListState } from './list-state.ts';

type Changes = Partial<Omit<ListState, 'tab'>>;

/**
 * The list's state kept in the address: the tab is the route param `screen.tabParam` (or the
 * `tab` query when the screen names none); paging, ordering and filters live in the query string.
 * Every change is a navigation, so back/forward, bookmarks and shared links restore the list.
 */
export function useListQuery(screen: ListScreen) {
  const rawParams = useParams();
  const params = useMemo(
    () => Object.fromEntries(Object.entries(rawParams).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    [rawParams],
  );
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const tabKey = screen.tabParam ? params[screen.tabParam] : (search.get('tab') ?? undefined);
  const state = useMemo(() => readListState(screen, tabKey, search), [screen, tabKey, search]);
  const query = useMemo(() => apiQueryOf(screen, state, params), [screen, state, params]);

  // Any change but paging itself starts again at the first page.
  const update = (changes: Changes) =>
    setSearch(writeListState(screen, { ...state, pageIndex: 0, ...changes }, search));

  const setTab = (key: string) => {
    const rest = writeListState(screen, { ...state, pageIndex: 0 }, search);
    if (!screen.tabParam) return setSearch(new URLSearchParams({ ...Object.fromEntries(rest), tab: key }));
    const route = routes.find((candidate) => candidate.screen === screen.name);
    const suffix = rest.size ? `?${rest}` : '';
    const target = route ? pathOf(route.name, { ...params, [screen.tabParam]: key }) : `../${encodeURIComponent(key)}`;
    void navigate(`${target}${suffix}`, { relative: 'path' });
  };

  return { state, query, update, setTab, params };
}
