/**
 * Which locale namespaces each route's page shows, so that the portal fetches those and not the whole
 * language (issue 21 item 2, issue 19 item 7). Derived, not listed by hand: keys cross namespaces
 * (a form shows `forms.*` and `common.*`, an awqaf list `workflows.*`), and a hand-kept list would
 * go stale with the next page that shows another one.
 *
 * A module "uses" a namespace when its text holds a string literal that is one of the locale keys
 * (`'shell.footer.rights'`, `"awqaf.titles.list"`), or the head of a template literal or a string
 * ending in a dot that starts some keys (`` `foreign_entity.review.${verdict}` ``, `'workflows.'`). A
 * route name (`'foreign_entity.view'`) is no key, so it brings nothing. What a page uses is what the
 * modules it can run use:
 * - the entry (every page): src/portal/main.tsx and what it imports, statically or lazily, but not
 *   the route machinery's lazy imports (a route's page, its runtime, its descriptors, the signed-in
 *   layout: those are the routes' own);
 * - the frame (every signed-in page): the signed-in layout and what it imports;
 * - a bespoke page (`component`): its module and what it imports, lazily too (dialogs, panels), but
 *   not the tables of every entity and workflow as the shared runtime (src/portal/runtime) imports
 *   them to look one up by a name it is given (a form widget, a bulk action);
 * - a screen: its module's descriptors (generated/screens/<module>.ts) and those of the screens they
 *   name in other modules, the schemas and workflows of the entities they name, the panels they
 *   name, and the runtime of the screen's kind with what it imports, except the tables of every
 *   entity and workflow (`generated/entities/schemas.ts`, `generated/workflows/`): a screen shows
 *   its own entities' texts, named in its descriptors.
 * A key the derivation misses (one the server sends, one built from a variable namespace) still
 * shows translated: the portal then fetches the rest of the language and renders again
 * (src/portal/lib/i18n.ts), and warns on the console, which the end-to-end tests fail on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { RouteDescriptor, ScreenDescriptor } from '../../src/shared/spec-model.ts';

/** The namespaces the frame shows, and those each route's page shows beyond them. */
export type RouteTexts = { entry: string[]; frame: string[]; routes: Record<string, string[]> };

const ENTRY = 'src/portal/main.tsx';
const LAYOUT = 'src/portal/app/layout/app-layout.tsx';
// The route machinery: its lazy imports are the routes' pages, runtimes and descriptors.
const ROUTE_MACHINERY = /src\/portal\/app\/(lazy-route|router)\.tsx$/;
const RUNTIMES: Record<ScreenDescriptor['kind'], string> = {
  list: 'src/portal/runtime/lists/list-screen.tsx',
  form: 'src/portal/runtime/forms/form-screen.tsx',
  detail: 'src/portal/runtime/screens/detail-screen.tsx',
  notice: 'src/portal/runtime/screens/notice-screen.tsx',
};
// Never followed: the texts themselves, and the tables of lazy loaders of every page, schema or language.
const NEVER = /\/locales\/|generated\/i18n|generated\/screens\/(loaders|routes)\.ts$|generated\/entities\/schema-loaders\.ts$/;
// Not followed from a runtime: every entity's schema and workflow (a screen shows those it names).
const ENTITY_TABLES = /generated\/entities\/schemas\.ts$|generated\/workflows\/index\.ts$/;
const RUNTIME_CODE = /src\/portal\/runtime\//;
const ALL_ENTITIES = /generated\/entities\/schemas\.ts$|generated\/workflows\/|generated\/screens\/[a-z-]+\.ts$/;

const LITERAL = /(['"])((?:[a-z_0-9]+\.)+[a-z_0-9]*)\1|`((?:[a-z_0-9]+\.)+[a-z_0-9]*)(\$\{|`)/g;
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\sfrom\s+'([^']+)'|^\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;

type Scanned = { namespaces: Set<string>; imports: string[]; lazy: string[] };

/**
 * `root` is the project; `generated` the files this codegen run writes (path under generated/ →
 * text), read instead of the folder, which may be stale; `keys` every locale key (plurals folded).
 */
export function resolveRouteTexts(root: string, generated: Record<string, string>, keys: readonly string[], routes: RouteDescriptor[], modules: Map<string, ScreenDescriptor[]>): RouteTexts {
  const keySet = new Set(keys);
  const heads = new Set<string>();
  for (const key of keys) {
    const parts = key.split('.');
    for (let i = 1; i < parts.length; i++) heads.add(`${parts.slice(0, i).join('.')}.`);
  }
  const read = (file: string): string | undefined => {
    const path = relative(root, file).split('\\').join('/');
    if (path.startsWith('generated/')) return generated[path.slice('generated/'.length)];
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const resolveImport = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(from), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => /\.(tsx?|json)$/.test(file) && read(file) !== undefined);
    return found && !NEVER.test(found.split('\\').join('/')) ? found : undefined;
  };
  const scanned = new Map<string, Scanned>();
  const scan = (file: string): Scanned => {
    const known = scanned.get(file);
    if (known) return known;
    const text = read(file) ?? '';
    const namespaces = new Set<string>();
    for (const match of text.matchAll(LITERAL)) {
      const literal = match[2] ?? match[3]!;
      const head = match[4] === '${' || literal.endsWith('.');
      if (keySet.has(literal) || (head && heads.has(literal.endsWith('.') ? literal : `${literal}.`))) namespaces.add(literal.split('.')[0]!);
    }
    const imports: string[] = [];
    const lazy: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3]!);
      if (target) (match[3] ? lazy : imports).push(target);
    }
    const result = { namespaces, imports, lazy };
    scanned.set(file, result);
    return result;
  };
  /** The namespaces of `starts` and of what they import, not following `skip` (or lazy imports of the route machinery). */
  const used = (starts: string[], skip?: RegExp): Set<string> => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const { imports, lazy } = scan(file);
      const next = ROUTE_MACHINERY.test(file.split('\\').join('/')) ? imports : [...imports, ...lazy];
      // The portal's shared runtime looks entities and workflows up in their tables by a name it is given
      // (a widget, a bulk action): what a page shows of those comes with its descriptors or its own code.
      const runtime = RUNTIME_CODE.test(file.split('\\').join('/'));
      stack.push(...next.filter((target) => !skip?.test(target.split('\\').join('/')) && !(runtime && ENTITY_TABLES.test(target.split('\\').join('/')))));
    }
    return new Set([...seen].flatMap((file) => [...scan(file).namespaces]));
  };
  const at = (path: string) => join(root, path);
  const moduleOfScreen = new Map<string, string>();
  for (const [module, screens] of modules) for (const screen of screens) moduleOfScreen.set(screen.name, module);
  const entry = used([at(ENTRY)]);
  const frame = new Set([...used([at(LAYOUT)])].filter((namespace) => !entry.has(namespace)));
  const result: Record<string, string[]> = {};
  for (const route of routes) {
    if (route.redirect) continue;
    let shown: Set<string>;
    if (route.component) shown = used([at(`src/portal/modules/${route.component}.tsx`)]);
    else if (route.screen) {
      const screen = modules.get(route.module)?.find((s) => s.name === route.screen);
      const descriptors = new Set([route.module]);
      // The screens the module's descriptors name (an embedded form, a list panel) may be another module's.
      for (const name of JSON.stringify(modules.get(route.module) ?? []).matchAll(/"(?:screen|form|list)":"([a-z_.]+)"/g)) {
        const other = moduleOfScreen.get(name[1]!);
        if (other) descriptors.add(other);
      }
      const starts = [...descriptors].map((module) => at(`generated/screens/${module}.ts`));
      const text = starts.map((file) => read(file) ?? '').join('\n');
      for (const [, entity] of text.matchAll(/"entity": "([a-z-]+)"/g)) {
        starts.push(at(`generated/entities/schema/${entity}.ts`));
        if (generated[`workflows/${entity}.ts`] !== undefined) starts.push(at(`generated/workflows/${entity}.ts`));
      }
      for (const [, panel] of text.matchAll(/"([a-z-]+\/[a-z-]+-panel)"/g)) starts.push(at(`src/portal/modules/${panel}.tsx`));
      if (screen) starts.push(at(RUNTIMES[screen.kind]));
      // Followed from the runtime only: the starts themselves are read whole.
      shown = new Set([...used(starts.filter((file) => !ALL_ENTITIES.test(file.split('\\').join('/'))), ALL_ENTITIES), ...starts.flatMap((file) => [...scan(file).namespaces])]);
    } else continue;
    if (route.title) shown.add(route.title.split('.')[0]!);
    // A guest or public page is shown without the signed-in layout.
    result[route.name] = [...shown].filter((namespace) => !entry.has(namespace) && (route.guard !== 'auth' || !frame.has(namespace))).sort();
  }
  return { entry: [...entry].sort(), frame: [...frame].sort(), routes: result };
}
