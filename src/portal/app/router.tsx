import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { RouteDescriptor } from '../lib/screen-descriptors.ts';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootFrame } from './root-frame.tsx';
import { RouteError } from './route-error.tsx';
import { pathOf } from '../lib/route-paths.ts';
import { lazyLayout, lazyRoute } from './lazy-route.tsx';
import { landedWithToken } from './url-token.ts';
import { GROUP_PARENTS, routeGroups } from './route-groups.ts';

// Bespoke pages whose first calls their route's loader asks at landing: each module is among its
// page's chunks, which the server preloads, and asks once the session check has answered (a screen's
// first call needs no user and is route-prefetch.ts's).
const pageLoaders: Partial<Record<string, () => Promise<{ prefetch: () => void }>>> = {
  'shell/overview-page': () => import('../modules/shell/figures.ts'),
  'shell/dashboard-page': () => import('../modules/shell/figures.ts'),
};

// The landing page's first call is asked with its chunks, before its runtime has loaded (issue 21
// item 1; route-prefetch.ts); later pages ask as they mount. Not with a `?token=` login link,
// whose session does not exist yet, nor on the guest pages, which call nothing before the user acts.
let landing = true;
const prefetchLanding =
  (route: RouteDescriptor) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    // The router is made after main.tsx has taken the token out of the address (routerReady): the
    // landing's address as it came says whether it had one.
    if (landing && !landedWithToken) {
      const page = route.component ? pageLoaders[route.component] : undefined;
      const asked = page ? page().then((module) => module.prefetch()) : import('./route-prefetch.ts').then((module) => module.prefetchRoute(route, params, url.searchParams));
      void asked.catch(() => undefined);
    }
    return null;
  };

const NoFallback = () => null;

/** One react-router route per descriptor of spec/screens. */
function toRouteObject(route: RouteDescriptor): RouteObject {
  const handle = { title: route.title, menu: route.menu, name: route.name };
  if (route.redirect) {
    return { path: route.path, handle, element: <Navigate to={pathOf(route.redirect.route, route.redirect.params)} replace /> };
  }
  const loader = (route.screen || (route.component && pageLoaders[route.component])) && route.guard !== 'guest' ? prefetchLanding(route) : undefined;
  return { path: route.path, handle, lazy: lazyRoute(route), ...(loader ? { loader } : {}) };
}

/**
 * The portal's routes under /portal/, in history mode: the landing address's group of routes at
 * first, the others as they are visited (route-groups.ts).
 */
function createPortalRouter() {
  const { landing: group, patchRoutesOnNavigation } = routeGroups(toRouteObject, window.location.pathname);
  return createBrowserRouter(
    [
      {
        id: GROUP_PARENTS.public,
        element: <RootFrame />,
        errorElement: <RouteError />,
        // Nothing shows until the landing route's chunks have come (its loader returns at once).
        HydrateFallback: NoFallback,
        children: [
          { index: true, element: <Navigate to={pathOf('shell.overview')} replace /> },
          { id: GROUP_PARENTS.guest, element: <GuestOnly />, children: group.guest },
          ...group.public,
          // An address no route has: the not-found page inside the frame (a guest signs in first).
          {
            element: <RequireAuth />,
            children: [{ id: GROUP_PARENTS.auth, lazy: lazyLayout, errorElement: <RouteError />, children: [...group.auth, { path: '*', element: <NotFoundPage /> }] }],
          },
        ],
      },
    ],
    { basename: '/portal', patchRoutesOnNavigation },
  );
}

type PortalRouter = ReturnType<typeof createPortalRouter>;
let created: PortalRouter | undefined;

/**
 * The router, made on first use: by `routerReady`, in a task of its own, or by a render that comes
 * first (main.tsx renders anyway when the texts failed to load).
 */
export function portalRouter(): PortalRouter {
  if (!created) {
    created = createPortalRouter();
    created.subscribe((state) => {
      if (state.initialized) landing = false;
    });
  }
  return created;
}

/**
 * Makes the router in a task of its own, once the entry's modules have been evaluated, and resolves
 * once it has loaded the landing route (its chunks, texts and table of operations): until then it
 * shows nothing (HydrateFallback). Making it — ranking and matching the 140 routes, starting the
 * landing navigation — was about half of the entry's one long task of module evaluation, which
 * Lighthouse counts four times over on its slower phone (issue 19 item 7). main.tsx renders only
 * once this resolves, because its first render is a transition, which React renders in slices:
 * RouterProvider reads the router's state as it renders and subscribes to it when it commits, so a
 * change in between (the landing route loaded while the slices ran) would be lost, and the page left blank.
 */
export const routerReady = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(
  () =>
    new Promise<void>((resolve) => {
      const router = portalRouter();
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    }),
);
