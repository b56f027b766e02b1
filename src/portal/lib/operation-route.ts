/**
 * An operation as the portal calls it, read from its entry in `generated/api/operation-paths.ts`
 * (`'post /login/'`): that table holds only each operation's method and path, about 4 kB gzip where
 * the whole table of operations is 7, and every signed-in page loads it (issue 21 item 2).
 */
export type OperationRoute = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string };

/** `'post /login/'` → `{ method: 'post', path: '/login/' }`. */
export function operationRoute(entry: string): OperationRoute {
  const space = entry.indexOf(' ');
  return { method: entry.slice(0, space) as OperationRoute['method'], path: entry.slice(space + 1) };
}
