import { useEffect, useState } from 'react';
import { callOperation, type ApiResult } from '../../lib/api-client.ts';

/** One record of a detail screen. */
export type DetailRecord = Record<string, unknown>;

/**
 * Loads the record a detail screen shows, calling its operation with the route params.
 * `result` is undefined while loading other params; an answer for params no longer current is
 * dropped. `retry` loads the same record again and keeps the current answer on screen meanwhile,
 * so panels keep their state while the record refreshes.
 */
export function useRecord(operation: string, params: Record<string, string | undefined>) {
  const [loaded, setLoaded] = useState<{ key: string; result: ApiResult<DetailRecord> }>();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([operation, params]);
  useEffect(() => {
    let current = true;
    const [op, path] = JSON.parse(key) as [string, Record<string, string>];
    void callOperation<DetailRecord>(op, { params: path }).then((result) => current && setLoaded({ key, result }));
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { result: loaded?.key === key ? loaded.result : undefined, retry: () => setAttempt((value) => value + 1) };
}
