/**
 * What the portal's build gives @rjsf/utils for its `allOf` merge (vite.config.ts, `rjsfDefaults`:
 * `schema/shallowAllOfMerge.js`, which `retrieveSchema` and `omitExtraData` call on a schema with an
 * `allOf`): RJSF's own, on `@x0k/json-schema-merge` fetched by `loadAllOfMerge()` (about 5 kB gzip
 * off every form page, issue 21 item 2). No schema of ours has an `allOf` today; a form whose schema
 * has one waits for it before it is drawn (`theme/widgets-ready.ts`). Tests and the server use RJSF's as it is.
 */
import type { RJSFSchema } from '@rjsf/utils';

type Merge = (schema: RJSFSchema) => RJSFSchema;
let merge: Merge | undefined;
let loading: Promise<void> | undefined;

/** Fetches the merge once; a failed fetch is tried again on the next call. */
export function loadAllOfMerge(): Promise<void> {
  loading ??= import('@rjsf/utils/lib/schema/shallowAllOfMerge.js').then(
    (loaded) => {
      merge = loaded.default as Merge;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the merge is there (a form with an `allOf` renders then). */
export const allOfMergeLoaded = (): boolean => merge !== undefined;

/** RJSF's shallow `allOf` merge; throws before `loadAllOfMerge()` resolved (RJSF then warns and drops the `allOf`). */
export default function shallowAllOfMerge(schema: RJSFSchema): RJSFSchema {
  if (!merge) throw new Error('allOf merged before loadAllOfMerge() resolved');
  return merge(schema);
}
