import { useCallback, useEffect, useState } from 'react';
import { callOperation, type ApiResult } from '../../lib/api-client.ts';

type Init = { params?: Record<string, string | number>; query?: Record<string, unknown> };

/**
 * Calls `operation` (none when undefined) and keeps its answer. `reload` calls it again and keeps
 * the previous answer on screen meanwhile; an answer to a call no longer current is dropped.
 */
export function useCall<T>(operation: string | undefined, init: Init = {}) {
  const [loaded, setLoaded] = useState<{ key: string; result: ApiResult<T> }>();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([operation, init]);
  useEffect(() => {
    const [op, request] = JSON.parse(key) as [string | undefined, Init];
    if (!op) return;
    let current = true;
    void callOperation<T>(op, request).then((result) => current && setLoaded({ key, result }));
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { result: loaded?.key === key ? loaded.result : undefined, reload };
}
