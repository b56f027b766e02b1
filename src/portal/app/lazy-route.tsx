import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageComponents, screenModules } from '../../../generated/screens/loaders.ts';
import type { RouteDescriptor, ScreenDescriptor } from '../lib/screen-descriptors.ts';
import { withChunkTimeout } from '../lib/chunk-timeout.ts';
import { chunkLoaded } from '../lib/chunk-reload.ts';
import { loadRouteTexts } from '../lib/i18n.ts';
import { callAheadAsPreloaded, loadOperations } from '../lib/api-client.ts';
import { useSession } from './session-context.tsx';
import { landedWithToken } from './url-token.ts';

type LoadedRoute = Pick<RouteObject, 'Component'>;
type RuntimeProps = { screen: ScreenDescriptor; userType?: string; userId?: number; ftDepartment?: string | null };

// Each runtime is its own chunk, so RJSF and TanStack Table load only with the screens that use them.
// A runtime may export `prepare(screen)`: what to fetch as soon as it has arrived, before the session
// has answered and the page renders (the form runtime's entity schema, awaited, and widget chunks).
type Runtime = { default: ComponentType<RuntimeProps>; prepare?: (screen: ScreenDescriptor) => void | Promise<void> };
const runtimes: Record<ScreenDescriptor['kind'], () => Promise<Runtime>> = {
  list: () => import('../runtime/lists/list-screen.tsx') as never,
  form: () => import('../runtime/forms/form-screen.tsx') as never,
  detail: () => import('../runtime/screens/detail-screen.tsx') as never,
  notice: () => import('../runtime/screens/notice-screen.tsx') as never,
};

// A guest page (login, password reset) shows the namespaces main.tsx loaded (and any of its own) and
// calls the API by path; every other page gets, with its chunks and before it renders, the namespaces
// it shows (lib/i18n.ts, derived by codegen: generated/i18n/route-texts.ts) and the table of
// operations its calls by operationId use (lib/api-client.ts).
const needsOf = (route: RouteDescriptor) => (route.guard === 'guest' ? loadRouteTexts(route) : Promise.all([loadRouteTexts(route), withChunkTimeout(loadOperations)]));

/** A route's lazy loader; a good load clears the chunk-reload mark (see chunk-reload.ts). */
export function lazyRoute(route: RouteDescriptor): () => Promise<LoadedRoute> {
  return async () => {
    const [loaded] = await Promise.all([loadRoute(route), needsOf(route)]);
    chunkLoaded();
    return loaded;
  };
}

/**
 * The authenticated layout (header, menus, dialogs): its own chunk, so guest pages never load it.
 * The calls its header and footer make as they mount (notifications-menu.tsx, app-footer.tsx) are
 * asked before they mount, and they take those answers (issue 21 item 1). A signed-in page names
 * them as preloads, so they are asked with the HTML (src/server/platform/portal-preloads.ts,
 * LAYOUT_CALLS: the same addresses); these take the preloaded answers. Their answers do not depend
 * on the language, which such a call does not send.
 */
export const lazyLayout = async (): Promise<LoadedRoute> => {
  // Not with a login link: its session does not exist yet, and a 401 answer would send the user to login.
  if (!landedWithToken) {
    callAheadAsPreloaded('getNotificationStats', {}, '/api/v1/notifications/stats/');
    callAheadAsPreloaded('listSocialLinks', { query: { ordering: 'order' } }, '/api/v1/social-links/?ordering=order');
  }
  const [{ AppLayout }] = await Promise.all([
    withChunkTimeout(() => import('./layout/app-layout.tsx')),
    loadRouteTexts({ name: '', guard: 'auth' }),
    withChunkTimeout(loadOperations),
  ]);
  chunkLoaded();
  return { Component: AppLayout };
};

/** The route's page (each chunk within 120000 ms), or its module's descriptors and the runtime for the screen's kind. */
async function loadRoute(route: RouteDescriptor): Promise<LoadedRoute> {
  if (route.component) {
    const page = await withChunkTimeout(pageComponents[route.component]!);
    return { Component: page.default };
  }
  const { screens } = await withChunkTimeout(screenModules[route.module]!);
  const screen = screens.find((s) => s.name === route.screen);
  if (!screen) throw new Error(`Screen ${route.screen} is missing from module ${route.module}`);
  const runtime = await withChunkTimeout(runtimes[screen.kind]);
  await withChunkTimeout(async () => runtime.prepare?.(screen));
  const Runtime = runtime.default;
  function BoundScreen() {
    const { user } = useSession();
    return <Runtime key={screen!.name} screen={screen!} userType={user?.user_type} userId={user?.id} ftDepartment={user?.ft_department} />;
  }
  return { Component: BoundScreen };
}
