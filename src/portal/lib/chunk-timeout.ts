/** Product spec section 9: a chunk that has not loaded after 120000 ms counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A ChunkLoadError, so the route error boundary treats a slow chunk like a missing one (one reload). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load()`, rejected with a ChunkLoadError when it takes longer than `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
