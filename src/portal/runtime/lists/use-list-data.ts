import { useCallback, useEffect, useState } from 'react';
import { callOperation, type ApiError } from '../../lib/api-client.ts';
import type { ListRow } from './list-features.ts';

/** A page of a list, as the list operations answer (`{count, results}`), or a bare array. */
type ListPage = { count: number; results: ListRow[] } | ListRow[];

/** The last answer and the request it answers. */
type Loaded = { key?: string; rows: ListRow[]; count: number; error?: ApiError };

const EMPTY: ListRow[] = [];

/**
 * Fetches one page through `callOperation`. An answer to a request that is no longer current is
 * dropped (callOperation takes no AbortSignal, so the request itself runs on). Loading means "the
 * last answer is for another request"; its rows stay visible meanwhile, so the table does not jump.
 */
export function useListData(operation: string, params: Record<string, string>, query: Record<string, string | number>) {
  const [loaded, setLoaded] = useState<Loaded>({ rows: EMPTY, count: 0 });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([operation, params, query, attempt]);

  useEffect(() => {
    let current = true;
    const [op, path, search] = JSON.parse(key) as [string, Record<string, string>, Record<string, string | number>];
    void callOperation<ListPage>(op, { params: path, query: search }).then((result) => {
      if (!current) return;
      if (!result.ok) return setLoaded({ key, rows: EMPTY, count: 0, error: result.error });
      const page = result.data;
      setLoaded(Array.isArray(page) ? { key, rows: page, count: page.length } : { key, rows: page.results, count: page.count });
    });
    return () => {
      current = false;
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = loaded.key !== key;
  return { rows: loaded.rows, count: loaded.count, loading, error: loading ? undefined : loaded.error, retry };
}
