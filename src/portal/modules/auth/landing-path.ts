/** Where the portal goes after login: `next`, else the server's redirect-after-login path when the portal has that page. */
import { routes } from '../../../../generated/screens/routes.ts';
import { safeNext } from '../../app/guards.tsx';

const patterns = routes.map((route) => new RegExp(`^/${route.path.replace(/:[a-z_]+/g, '[^/]+')}/?$`));

/** True when a portal route serves `path` (the redirect table names pages of modules still to come). */
export const portalHas = (path: string): boolean => patterns.some((pattern) => pattern.test(path));

/** `next` when given; else `redirect` when the portal serves it; else the overview. */
export function landingPath(next: string | null, redirect: string | undefined): string {
  if (next) return safeNext(next);
  return redirect && portalHas(redirect) ? redirect : safeNext(null);
}
