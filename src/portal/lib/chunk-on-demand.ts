import { useSyncExternalStore } from 'react';
import { chunkLoaded } from './chunk-reload.ts';
import { withChunkTimeout } from './chunk-timeout.ts';

/**
 * A chunk fetched when first asked for: `load()` starts it once (again after a failure); `current()`
 * is what has arrived; `pending()` whether a fetch is under way; `subscribe` hears it arrive.
 */
export type ChunkOnDemand<T> = {
  load(): Promise<T>;
  current(): T | undefined;
  pending(): boolean;
  subscribe(listener: () => void): () => void;
};

/**
 * `importer` (a dynamic import) as a chunk fetched once, when `load()` is first called: on a hover,
 * a focus or a click rather than with the page. A failed or timed-out fetch (120 s, chunk-timeout.ts)
 * rejects that call and leaves the next one to try again; a good one clears the chunk-reload mark.
 */
export function chunkOnDemand<T>(importer: () => Promise<T>): ChunkOnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= withChunkTimeout(importer).then(
        (value) => {
          loaded = value;
          chunkLoaded();
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    pending: () => loading !== undefined && loaded === undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What of `chunk` has arrived, or undefined; the component renders again when it arrives. */
export function useChunk<T>(chunk: ChunkOnDemand<T>): T | undefined {
  return useSyncExternalStore(chunk.subscribe, chunk.current);
}
