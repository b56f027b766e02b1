import { useCallback, useEffect, useState } from 'react';
import { loadLookup, type LookupName, type LookupOption } from './lookup-sources.ts';

/** Where a lookup stands: waiting for its parent, loading, loaded, or failed (still usable: it retries). */
export type LookupStatus = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The options of a place select. `parent` is the value it is filtered by; `needsParent` keeps it
 * `waiting` (no call) while the parent is empty. `retry` asks again after a failure.
 */
export function useLookupOptions(name: LookupName, parent: string | number | undefined, needsParent: boolean) {
  const waiting = needsParent && (parent === undefined || parent === '');
  const key = `${name}?${waiting ? '' : (parent ?? '')}`;
  const [state, setState] = useState<{ key: string; status: LookupStatus; options: LookupOption[] }>({ key: '', status: 'waiting', options: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (waiting) return;
    let current = true;
    loadLookup(name, parent).then(
      (options) => current && setState({ key, status: 'ready', options }),
      () => current && setState({ key, status: 'failed', options: [] }),
    );
    return () => {
      current = false;
    };
  }, [name, parent, waiting, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (waiting) return { status: 'waiting' as const, options: [], retry };
  // Until this question's answer arrives, the last one's options are not offered.
  return state.key === key ? { status: state.status, options: state.options, retry } : { status: 'loading' as const, options: [], retry };
}
