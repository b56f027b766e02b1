import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../generated/screens/routes.ts';
import { firstSegment, GROUP_PARENTS, routeGroups, type RouteGroup } from '../../../src/portal/app/route-groups.ts';
import type { RouteDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';

// The tree of app/router.tsx, without its elements: a route is named by its descriptor.
const toRoute = (route: RouteDescriptor): RouteObject => ({ path: route.path, handle: route.name });
const tree = (group: RouteGroup): RouteObject[] => [
  {
    id: GROUP_PARENTS.public,
    children: [
      { index: true, handle: 'index' },
      { id: GROUP_PARENTS.guest, children: group.guest },
      ...group.public,
      { children: [{ id: GROUP_PARENTS.auth, children: [...group.auth, { path: '*', handle: 'not-found' }] }] },
    ],
  },
];
const whole: RouteGroup = { guest: [], public: [], auth: [] };
for (const route of routes) whole[route.guard].push(toRoute(route));

/** Every route's address (its parameters filled), with and without its last slash, in capitals, one segment longer, and some no route has. */
const addresses = [
  ...routes.flatMap((route) => {
    const path = `/portal/${route.path.replace(/:[a-z_]+/g, 'x1')}`;
    return [path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`, path.toUpperCase(), `${path.replace(/\/$/, '')}/more`];
  }),
  '/portal/',
  '/portal',
  '/portal/nothing-here/',
  '/portal/%61wqaf/index',
  '/portal/%zz/',
];

const matched = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.map((match) => String(match.route.handle ?? '')).filter(Boolean).join(' > ');
const settled = async (router: ReturnType<typeof createMemoryRouter>) => {
  for (let i = 0; i < 50 && (router.state.navigation.state !== 'idle' || !router.state.initialized); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('routes added by their first segment as they are visited (app/route-groups.ts)', () => {
  it('a first segment is compared as the router compares it: decoded, without case, under /portal/', () => {
    expect(firstSegment('/portal/Awqaf/list/1')).toBe('awqaf');
    expect(firstSegment('/portal/%61wqaf/')).toBe('awqaf');
    expect(firstSegment('awqaf/list/:state')).toBe('awqaf');
    expect(firstSegment('/portal/')).toBe('');
    expect(firstSegment('/portal/%zz/')).toBe('%zz');
  });

  it('every address matches the same routes as with the whole table, landing there or going there from the overview', async () => {
    for (const address of addresses) {
      const full = createMemoryRouter(tree(whole), { basename: '/portal', initialEntries: [address] });
      const expected = matched(full);
      full.dispose();
      const landed = routeGroups(toRoute, address);
      const direct = createMemoryRouter(tree(landed.landing), { basename: '/portal', initialEntries: [address], patchRoutesOnNavigation: landed.patchRoutesOnNavigation });
      await settled(direct);
      expect(`${address}: ${matched(direct)}`).toBe(`${address}: ${expected}`);
      direct.dispose();
      const fromOverview = routeGroups(toRoute, '/portal/overview/');
      const moved = createMemoryRouter(tree(fromOverview.landing), { basename: '/portal', initialEntries: ['/portal/overview/'], patchRoutesOnNavigation: fromOverview.patchRoutesOnNavigation });
      await settled(moved);
      // The router's own addresses are under its basename, /portal.
      await moved.navigate(address.slice('/portal'.length) || '/');
      await settled(moved);
      expect(`${address}: ${matched(moved)}`).toBe(`${address}: ${expected}`);
      moved.dispose();
    }
  });

  it('the landing group alone is made at first', () => {
    const { landing } = routeGroups(toRoute, '/portal/overview/');
    expect([...landing.guest, ...landing.public, ...landing.auth].map((route) => route.handle)).toEqual(routes.filter((route) => firstSegment(route.path) === 'overview').map((route) => route.name));
  });
});
