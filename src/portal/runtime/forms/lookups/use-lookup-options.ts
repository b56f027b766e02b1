import { useLatestAnswer } from '../../../lib/use-latest-answer.ts';
import { loadLookup, type LookupName, type LookupOption } from './lookup-sources.ts';

/** Where a lookup stands: waiting for its parent, loading, loaded, or failed (still usable: it retries). */
export type LookupStatus = 'waiting' | 'loading' | 'ready' | 'failed';

type Loaded = { status: 'ready' | 'failed'; options: LookupOption[] };

/**
 * The options of a place select. `parent` is the value it is filtered by; `needsParent` keeps it
 * `waiting` (no call) while the parent is empty. `retry` asks again after a failure.
 */
export function useLookupOptions(name: LookupName, parent: string | number | undefined, needsParent: boolean) {
  const waiting = needsParent && (parent === undefined || parent === '');
  const { answer, reload: retry } = useLatestAnswer<Loaded>(waiting ? undefined : `${name}?${parent ?? ''}`, () =>
    loadLookup(name, parent).then(
      (options) => ({ status: 'ready', options }),
      () => ({ status: 'failed', options: [] }),
    ),
  );
  if (waiting) return { status: 'waiting' as const, options: [], retry };
  // Until this question's answer arrives, the last one's options are not offered.
  return answer ? { status: answer.status, options: answer.options, retry } : { status: 'loading' as const, options: [], retry };
}
