/**
 * The chunks a portal address needs before its page can show, so index.html names them as
 * `<link rel="modulepreload">` and the browser fetches them with the entry script, in one round,
 * instead of each import revealing the next (issue 21 item 1). The build lists what each lazily
 * imported module brings (src/build/preload-plan.ts); this file knows which of those modules a
 * route loads, as src/portal/app/lazy-route.tsx and router.tsx load them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '../../../generated/api/operations.ts';
import { routes } from '../../../generated/screens/routes.ts';
import { PRELOAD_PLAN_FILE, type PreloadPlan } from '../../build/preload-plan.ts';
import type { RouteDescriptor, ScreenDescriptor } from '../../shared/spec-model.ts';
import { entryNamespaces, frameNamespaces, routeNamespaces } from '../../../generated/i18n/route-texts.ts';

export type Language = 'ar' | 'en';
/**
 * What a portal address (`/portal/references/all`) needs in a language, beyond what index.html names:
 * the asset paths (`assets/x.js`) and the API calls its page asks first that need only the session.
 */
export type PreloadsOf = (path: string, language: Language) => { files: string[]; calls: string[] };

/** The overview's and dashboard's figures, all in one call (spec/README.md, *Add an overview figure*). */
export const FIGURES_CALL = `/api/v1${operations.getOverviewFigures.path}`;

/**
 * The calls a bespoke page asks as soon as the session check has answered, which depend on nothing
 * else (no param, no query, nor the language): named as fetch preloads, they are asked with the HTML
 * instead of after the page's scripts have run, and the page asks them as the links do
 * (modules/shell/figures.ts), so the browser gives it those answers.
 */
const PAGE_CALLS: Partial<Record<string, string[]>> = { 'shell/overview-page': [FIGURES_CALL], 'shell/dashboard-page': [FIGURES_CALL] };

/**
 * The calls the signed-in layout asks on every page (its header's notification counts, its footer's
 * social links), named as preloads on every signed-in page: src/portal/app/lazy-route.tsx asks them
 * at these addresses as the links do. Their answers do not depend on the language.
 */
export const LAYOUT_CALLS = [`/api/v1${operations.getNotificationStats.path}`, `/api/v1${operations.listSocialLinks.path}?ordering=order`];

// The modules the portal imports lazily, by what it loads them for (paths as the plan names them).
const LAYOUT = 'src/portal/app/layout/app-layout.tsx';
const OPERATIONS = 'generated/api/operation-paths.ts';
const PREFETCH = 'src/portal/app/route-prefetch.ts';
const RUNTIMES: Record<ScreenDescriptor['kind'], string> = {
  list: 'src/portal/runtime/lists/list-screen.tsx',
  form: 'src/portal/runtime/forms/form-screen.tsx',
  detail: 'src/portal/runtime/screens/detail-screen.tsx',
  notice: 'src/portal/runtime/screens/notice-screen.tsx',
};
// The texts a route's page shows, as src/portal/lib/i18n.ts (`loadRouteTexts`) fetches them: on a
// guest page the guest namespaces' chunk; on any other, the table of locale files (lib/page-texts.ts)
// and the files of the entry, of the signed-in layout (on a signed-in page) and of the page (codegen
// derives those: generated/i18n/route-texts.ts); an address no route has shows the not-found page in the layout.
const PAGE_TEXTS = 'src/portal/lib/page-texts.ts';
const texts = (language: Language, route: RouteDescriptor | undefined) => {
  if (route?.guard === 'guest') return [`locales/${language}/auth.json`];
  const own = route ? routeNamespaces(route.name) : [];
  const namespaces = [...entryNamespaces, ...(route?.guard === 'public' ? [] : frameNamespaces), ...own];
  return [PAGE_TEXTS, ...namespaces.map((namespace) => `locales/${language}/${namespace}.json`)];
};

type Matcher = { route: RouteDescriptor; pattern: RegExp; fixed: number };

/** A route path (`references/:status`) as a pattern of the address after /portal/; `fixed` counts its fixed segments, which win over params as in react-router. */
function matcherOf(route: RouteDescriptor): Matcher {
  const segments = route.path.split('/').filter(Boolean);
  const pattern = new RegExp(`^${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);
  return { route, pattern, fixed: segments.filter((s) => !s.startsWith(':')).length };
}

/** Each screen a route names, from the generated descriptors of the routes' modules. */
async function screensByName(): Promise<Map<string, ScreenDescriptor>> {
  const byName = new Map<string, ScreenDescriptor>();
  for (const module of new Set(routes.filter((route) => route.screen).map((route) => route.module))) {
    const { screens } = (await import(`../../../generated/screens/${module}.ts`)) as { screens: ScreenDescriptor[] };
    for (const screen of screens) byName.set(screen.name, screen);
  }
  return byName;
}

/** Reads the build's plan; undefined for a build without one (an older build: its page then names no preloads). */
export async function loadPreloads(portalDir: string): Promise<PreloadsOf | undefined> {
  const file = join(portalDir, PRELOAD_PLAN_FILE);
  if (!existsSync(file)) return undefined;
  const plan = JSON.parse(readFileSync(file, 'utf8')) as PreloadPlan;
  const screens = await screensByName();
  const matchers = routes
    .filter((route) => !route.redirect)
    .map(matcherOf)
    .sort((a, b) => b.fixed - a.fixed);
  return (path, language) => {
    const rest = path.replace(/^\/portal\/?/, '');
    const route = matchers.find((matcher) => matcher.pattern.test(rest))?.route;
    // An address no route has is the not-found page inside the signed-in layout.
    const guard = route?.guard ?? 'auth';
    const screen = route?.screen ? screens.get(route.screen) : undefined;
    const kind = screen?.kind;
    // In the order they are needed: a browser fetches six at a time from one host (HTTP/1.1), so what
    // asks the page's data (the descriptors, the prefetch, the table of operations) goes first.
    const wanted = route && kind && guard !== 'guest' ? [`generated/screens/${route.module}.ts`, PREFETCH, OPERATIONS] : [];
    wanted.push(...texts(language, route), ...(guard === 'guest' ? [] : [OPERATIONS]));
    if (guard === 'auth') wanted.push(LAYOUT);
    if (route?.component) wanted.push(`src/portal/modules/${route.component}.tsx`);
    if (kind) wanted.push(RUNTIMES[kind]);
    // A form's runtime fetches its entity's schema before it draws (src/portal/runtime/forms/entity-schema.ts).
    if (kind === 'form') wanted.push(`generated/entities/schema/${screen!.entity}.ts`);
    const calls = guard === 'auth' ? [...LAYOUT_CALLS, ...((route?.component && PAGE_CALLS[route.component]) || [])] : [];
    return { files: [...new Set(wanted.flatMap((module) => plan.modules[module] ?? []))], calls };
  };
}

/**
 * The session check every portal page asks first, which the page names as a fetch preload: asked
 * with the HTML instead of once the entry script has run, so that calls needing the user's type (a
 * list page's first page of rows) start in the first round after it. src/portal/app/session-context.tsx asks it
 * exactly as the link does (same address and credentials, no header added), so the browser gives it
 * this answer.
 */
export const SESSION_CHECK = '/api/v1/get-user-data/';

/**
 * index.html with the session check's preload and those of the page's `calls` (none of them with
 * `sessionCheck` false: a `?token=` login link, whose session does not exist until the page has
 * exchanged it), then a modulepreload link per file, before `</head>` (crossorigin, as Vite names the entry's).
 */
export function withPreloads(html: string, base: string, { files, calls }: ReturnType<PreloadsOf>, sessionCheck = true): string {
  const fetches = sessionCheck ? [SESSION_CHECK, ...calls].map((call) => `    <link rel="preload" as="fetch" crossorigin href="${call}">\n`) : [];
  const links = [...fetches, ...files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)].join('');
  return links ? html.replace('  </head>', `${links}  </head>`) : html;
}
