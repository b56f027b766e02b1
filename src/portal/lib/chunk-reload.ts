/**
 * Recovery from a stale deployment (a chunk or stylesheet that no longer exists): one reload per
 * failure, remembered in sessionStorage so a chunk that fails again after the reload shows the
 * error page instead of reloading forever. A successful load forgets the reload, so the same tab
 * recovers again from the next deployment.
 */
const RELOADED = 'portal-chunk-reload';

/** A stale deployment's chunk or stylesheet failed to load (ChunkLoadError, CSS_CHUNK_LOAD_FAILED). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(text);
}

/** Whether a failure of this kind gets its one reload now (a chunk error not already retried). */
export function mayReload(error: unknown, storage: Storage = sessionStorage): boolean {
  return isChunkLoadError(error) && !storage.getItem(RELOADED);
}

/** Reloads the page for a failed chunk unless this tab already did; false when it did (show the error). */
export function reloadOnce(error: unknown, reload = () => window.location.reload(), storage: Storage = sessionStorage): boolean {
  if (!mayReload(error, storage)) return false;
  storage.setItem(RELOADED, '1');
  reload();
  return true;
}

/** A chunk loaded: a later failure may reload once again. */
export function chunkLoaded(storage: Storage = sessionStorage): void {
  storage.removeItem(RELOADED);
}
