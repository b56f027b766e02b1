import { useLatestAnswer } from '../../../lib/use-latest-answer.ts';
import { loadLookup, type LookupName, type LookupOption } from './lookup-sources.ts';

/** Where a lookup stands: waiting for its parent, loading, loaded, or failed (still usable: it retries). */
export type LookupStatus = 'waiting' | 'loading' | 'ready' | 'failed';

type Loaded = { status: 'ready' | 'failed'; options: LookupOption[] };

/** A parent's value: one (a country), several (the accredited countries), or none yet. */
export type ParentValue = string | number | ReadonlyArray<string | number> | undefined;

/** The options under every parent given, in their order (each parent asked once, answers shared). */
function loadUnder(name: LookupName, parent: ParentValue): Promise<LookupOption[]> {
  if (!Array.isArray(parent)) return loadLookup(name, parent as string | number | undefined);
  return Promise.all(parent.map((one) => loadLookup(name, one))).then((lists) => lists.flat());
}

/**
 * The options of a place select. `parent` is the value it is filtered by (a list: the options under
 * each); `needsParent` keeps it `waiting` (no call) while the parent is empty. `retry` asks again after a failure.
 */
export function useLookupOptions(name: LookupName, parent: ParentValue, needsParent: boolean) {
  const waiting = needsParent && (parent === undefined || parent === '' || (Array.isArray(parent) && parent.length === 0));
  const { answer, reload: retry } = useLatestAnswer<Loaded>(waiting ? undefined : `${name}?${[parent ?? ''].flat().join(',')}`, () =>
    loadUnder(name, parent).then(
      (options) => ({ status: 'ready', options }),
      () => ({ status: 'failed', options: [] }),
    ),
  );
  if (waiting) return { status: 'waiting' as const, options: [], retry };
  // Until this question's answer arrives, the last one's options are not offered.
  return answer ? { status: answer.status, options: answer.options, retry } : { status: 'loading' as const, options: [], retry };
}
