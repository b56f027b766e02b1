import type { OperationId } from '../../../../generated/api/operations.ts';
import { useT } from '../../lib/i18n.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';
import type { ListRow } from './list-features.ts';

/** A page of a list, as the list operations answer (`{count, results}`), or a bare array. */
type ListPage = { count: number; results: ListRow[] } | ListRow[];

const EMPTY: ListRow[] = [];

/**
 * Fetches one page through `useAnyOperation`. An answer to a request that is no longer current is
 * dropped (callAnyOperation takes no AbortSignal, so the request itself runs on). Loading means "the
 * last answer is for another request"; its rows stay visible meanwhile, so the table does not jump.
 * Without an operation (a panel the user may not see) nothing is asked. A language switch asks again:
 * rows may carry names the server gives in the caller's language (a local entity's category).
 */
export function useListData(operation: OperationId | undefined, params: Record<string, string>, query: Record<string, string | number>) {
  const { language } = useT();
  const { latest, error, loading, reload } = useAnyOperation(operation, { params, query }, { key: language });
  // List operations answer a page or a bare array of rows.
  const page = latest?.ok ? (latest.data as ListPage) : undefined;
  const { rows, count } = !page ? { rows: EMPTY, count: 0 } : Array.isArray(page) ? { rows: page, count: page.length } : { rows: page.results, count: page.count };
  return { rows, count, loading, error: loading ? undefined : error, retry: reload };
}
