/**
 * What a page's texts are and how each is fetched: a chunk of its own, which lib/i18n.ts imports
 * with a signed-in page's first chunks (the server preloads it with them), so the login page's entry
 * script carries neither the table of every locale file's chunk nor the namespaces of every route
 * (about 2 kB gzip of its 170 kB budget, issue 19).
 */
import { entryNamespaces, frameNamespaces, routeNamespaces } from '../../../generated/i18n/route-texts.ts';
import type { Namespace } from '../../../generated/i18n/namespaces.ts';

export { namespaceLoaders } from '../../../generated/i18n/loaders.ts';

/** The namespaces a route's page shows (codegen derives them: codegen/resolve/route-texts.ts): the entry's, the signed-in layout's on a signed-in page, and its own. */
export function namespacesOf(route: { name: string; guard: string }): Namespace[] {
  return [...entryNamespaces, ...(route.guard === 'auth' ? frameNamespaces : []), ...routeNamespaces(route.name)];
}
