import type { OperationId } from '../../../generated/api/operations.ts';
import { operationPaths } from '../../../generated/api/operation-paths.ts';
import { operationRoute } from './operation-route.ts';
import { pathWith } from './api-client.ts';

/**
 * The same-origin URL of an operation (`getFlagImage`, `{ code: 'kw' }` → `/api/v1/flags/kw/`), for
 * `src` and widget attributes. Not in api-client.ts, which fetches the table of operations with its
 * first call by operationId, so that the login page does not load the table.
 */
export function operationUrl(operationId: OperationId, params: Record<string, string | number> = {}): string {
  return `/api/v1${pathWith(operationRoute(operationPaths[operationId]).path, params)}`;
}
