import { routes, type RouteName } from '../../../generated/screens/routes.ts';

const byName = new Map(routes.map((route) => [route.name, route]));

/** The portal-relative URL of a named route (`references.preview`, `{ id: 4 }` → `/references/preview/4`). */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return `/${route.path.replace(/:([a-z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')))}`;
}

/** Resolves a descriptor's params (`{ id: 'id' }`) against a record: each value names a record field. */
export function paramsFrom(template: Record<string, string> | undefined, record: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(template ?? {}).map(([key, value]) => [key, record[value] === undefined ? value : String(record[value])]),
  );
}
