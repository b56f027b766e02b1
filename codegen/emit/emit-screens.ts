import type { SpecModel } from '../model.ts';
import { BANNER, constModule } from './banner.ts';

const MODEL = "import type { MenuEntry, RouteDescriptor, ScreenDescriptor } from '../../src/shared/spec-model.ts';";

/** generated/screens: routes, menu, one descriptor module per spec/screens file, page loaders. */
export function emitScreens(model: SpecModel): Record<string, string> {
  const { routes, menu, modules } = model.screens;
  const out: Record<string, string> = {};
  for (const [module, screens] of modules) {
    out[`screens/${module}.ts`] = constModule('screens', screens, 'ScreenDescriptor[]', [MODEL]);
  }
  out['screens/routes.ts'] = constModule('routes', routes, 'RouteDescriptor[]', [MODEL]);
  out['screens/menu.ts'] = constModule('menu', menu, 'MenuEntry[]', [MODEL]);
  const moduleLoaders = [...modules.keys()]
    .filter((m) => modules.get(m)!.length > 0)
    .map((m) => `  '${m}': () => import('./${m}.ts'),`);
  const components = [...new Set(routes.flatMap((r) => (r.component ? [r.component] : [])))].sort();
  const panels = [...new Set([...modules.values()].flat().flatMap((s) => (s.kind === 'detail' ? (s.panels ?? []) : [])))].sort();
  out['screens/loaders.ts'] = [
    BANNER,
    "import type { ComponentType } from 'react';",
    "import type { PanelProps, ScreenDescriptor } from '../../src/shared/spec-model.ts';",
    '',
    '/** Screen descriptors, one lazily loaded chunk per module. */',
    'export const screenModules: Record<string, () => Promise<{ screens: ScreenDescriptor[] }>> = {',
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
