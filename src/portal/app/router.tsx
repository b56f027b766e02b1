import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routes } from '../../../generated/screens/routes.ts';
import type { RouteDescriptor } from '../lib/screen-descriptors.ts';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootFrame } from './root-frame.tsx';
import { RouteError } from './route-error.tsx';
import { pathOf } from '../lib/route-paths.ts';
import { lazyLayout, lazyRoute } from './lazy-route.tsx';

/** One react-router route per descriptor of spec/screens. */
function toRouteObject(route: RouteDescriptor): RouteObject {
  const handle = { title: route.title, menu: route.menu, name: route.name };
  if (route.redirect) {
    return { path: route.path, handle, element: <Navigate to={pathOf(route.redirect.route, route.redirect.params)} replace /> };
  }
  return { path: route.path, handle, lazy: lazyRoute(route) };
}

const byGuard = (guard: RouteDescriptor['guard']) => routes.filter((r) => r.guard === guard).map(toRouteObject);

/** The portal's routes under /portal/, in history mode. */
export const router = createBrowserRouter(
  [
    {
      element: <RootFrame />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={pathOf('shell.overview')} replace /> },
        { element: <GuestOnly />, children: byGuard('guest') },
        ...byGuard('public'),
        // An address no route has: the not-found page inside the frame (a guest signs in first).
        { element: <RequireAuth />, children: [{ lazy: lazyLayout, errorElement: <RouteError />, children: [...byGuard('auth'), { path: '*', element: <NotFoundPage /> }] }] },
      ],
    },
  ],
  { basename: '/portal' },
);
