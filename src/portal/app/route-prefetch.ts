/**
 * A route's data asked before its page has loaded (issue 21 item 1): the first call each runtime
 * makes — a list's page of rows, a detail screen's record, an edit form's record — built as the
 * runtime builds it, so that the runtime's own call takes the answer (lib/answers-ahead.ts). It is a
 * chunk of its own, which the server preloads with the route's (src/server/platform/portal-preloads.ts).
 */
import { screenModules } from '../../../generated/screens/loaders.ts';
import { callAhead } from '../lib/api-client.ts';
import type { RouteDescriptor } from '../lib/screen-descriptors.ts';

/** Asks the first call of the route's screen with the route's params and the address's query. */
export async function prefetchRoute(route: RouteDescriptor, routeParams: Record<string, string | undefined>, search: URLSearchParams): Promise<void> {
  const { screens } = await screenModules[route.module]!();
  const screen = screens.find((candidate) => candidate.name === route.screen);
  // The params as the runtimes read them: those the address gave.
  const params = Object.fromEntries(Object.entries(routeParams).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (screen?.kind === 'list') {
    // The list runtime's own reading of the address (a chunk the list page loads anyway, not a form page).
    const { apiQueryOf, readListState } = await import('../runtime/lists/list-state.ts');
    const tabKey = screen.tabParam ? params[screen.tabParam] : (search.get('tab') ?? undefined);
    callAhead(screen.operation, { params, query: apiQueryOf(screen, readListState(screen, tabKey, search), params) });
  } else if (screen?.kind === 'detail') {
    callAhead(screen.operation, { params });
  } else if (screen?.kind === 'form') {
    if (screen.load) callAhead(screen.load, { params });
    if (screen.subject) callAhead(screen.subject.operation, { params });
  }
}
