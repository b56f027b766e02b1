import type { SpecModel } from '../model.ts';
import { BANNER, constModule } from './banner.ts';

const MODEL = "import type { Figure, MenuEntry, RouteDescriptor, ScreenDescriptor } from '../../src/shared/spec-model.ts';";
const NAMES = "import type { ScreenNames } from './routes.ts';";

/**
 * generated/screens/routes.ts: `RouteName` (every route's name, what `pathOf` takes), `ScreenNames`
 * (the names descriptors carry here: operation ids and route names) and the routes themselves.
 */
function routesModule(routes: Array<{ name: string }>): string {
  return [
    BANNER,
    "import type { RouteDescriptor } from '../../src/shared/spec-model.ts';",
    "import type { OperationId } from '../api/operations.ts';",
    '',
    "/** Every route's name: what `pathOf` and the descriptors' links take. */",
    routes.length === 0 ? 'export type RouteName = never;' : 'export type RouteName =',
    ...routes.map((route, index) => `  | '${route.name}'${index === routes.length - 1 ? ';' : ''}`),
    '',
    '/** The names the generated descriptors carry: the API\'s operation ids and the portal\'s route names. */',
    'export type ScreenNames = { operation: OperationId; route: RouteName };',
    '',
    `export const routes: RouteDescriptor<ScreenNames>[] = ${JSON.stringify(routes, null, 2)};`,
    '',
  ].join('\n');
}

/** generated/screens: routes, menu, one descriptor module per spec/screens file, page loaders. */
export function emitScreens(model: SpecModel): Record<string, string> {
  const { routes, menu, modules } = model.screens;
  const out: Record<string, string> = {};
  for (const [module, screens] of modules) {
    out[`screens/${module}.ts`] = constModule('screens', screens, 'ScreenDescriptor<ScreenNames>[]', [MODEL, NAMES]);
  }
  out['screens/routes.ts'] = routesModule(routes);
  out['screens/menu.ts'] = constModule('menu', menu, 'MenuEntry<ScreenNames>[]', [MODEL, NAMES]);
  const figures = model.screens.figures.map(({ module: _module, ...figure }) => figure);
  out['screens/figures.ts'] = constModule('figures', figures, 'Figure<ScreenNames>[]', [MODEL, NAMES]);
  const moduleLoaders = [...modules.keys()]
    .filter((m) => modules.get(m)!.length > 0)
    .map((m) => `  '${m}': () => import('./${m}.ts'),`);
  const components = [...new Set(routes.flatMap((r) => (r.component ? [r.component] : [])))].sort();
  const panels = [...new Set([...modules.values()].flat().flatMap((s) => (s.kind === 'detail' ? (s.panels ?? []).filter((p): p is string => typeof p === 'string') : [])))].sort();
  out['screens/loaders.ts'] = [
    BANNER,
    "import type { ComponentType } from 'react';",
    "import type { PanelProps, ScreenDescriptor } from '../../src/shared/spec-model.ts';",
    NAMES,
    '',
    '/** Screen descriptors, one lazily loaded chunk per module. */',
    'export const screenModules: Record<string, () => Promise<{ screens: ScreenDescriptor<ScreenNames>[] }>> = {',
    ...moduleLoaders,
    '};',
    '',
    '/** Bespoke pages named by routes, lazily loaded. */',
    'export const pageComponents: Record<string, () => Promise<{ default: ComponentType }>> = {',
    ...components.map((c) => `  '${c}': () => import('../../src/portal/modules/${c}.tsx'),`),
    '};',
    '',
    '/** Panels of detail screens (`panels:`), lazily loaded. */',
    'export const panelComponents: Record<string, () => Promise<{ default: ComponentType<PanelProps> }>> = {',
    ...panels.map((c) => `  '${c}': () => import('../../src/portal/modules/${c}.tsx'),`),
    '};',
    '',
  ].join('\n');
  return out;
}
