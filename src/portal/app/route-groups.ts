import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { routes } from '../../../generated/screens/routes.ts';
import type { RouteDescriptor } from '../lib/screen-descriptors.ts';

type Guard = RouteDescriptor['guard'];
export type RouteGroup = Record<Guard, RouteObject[]>;

/** The ids of the routes each guard's routes are children of (router.tsx). */
export const GROUP_PARENTS: Record<Guard, string> = { guest: 'guest', public: 'root', auth: 'layout' };

/**
 * A path's first segment (an address under /portal/, or a route's path) as the router compares it:
 * percent-decoded and without case. No route's path begins with a parameter or a splat, so only the
 * routes whose first segment is an address's can match it.
 */
export function firstSegment(path: string): string {
  const relative = path.toLowerCase().startsWith('/portal/') || path.toLowerCase() === '/portal' ? path.slice('/portal'.length) : path;
  const segment = relative.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The 140 routes, grouped by their path's first segment: the router is made with the landing
 * address's group only, and each other group is added as an address of it is first visited (React
 * Router's `patchRoutesOnNavigation`), into the same parent and in the same order as the whole
 * table. Making the router ranked and matched all 140 routes, one long task of the first load
 * (issue 19 item 7). `toRoute` makes a descriptor's route object.
 */
export function routeGroups(toRoute: (route: RouteDescriptor) => RouteObject, landingPath: string, all: readonly RouteDescriptor[] = routes) {
  const left = new Set(all.map((route) => firstSegment(route.path)));
  const take = (segment: string): RouteGroup => {
    const group: RouteGroup = { guest: [], public: [], auth: [] };
    if (!left.delete(segment)) return group;
    for (const route of all) if (firstSegment(route.path) === segment) group[route.guard].push(toRoute(route));
    return group;
  };
  const landing = take(firstSegment(landingPath));
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const group = take(firstSegment(path));
    for (const guard of ['guest', 'public', 'auth'] as const) if (group[guard].length > 0) patch(GROUP_PARENTS[guard], group[guard]);
  };
  return { landing, patchRoutesOnNavigation };
}
