import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from '../../../src/portal/lib/chunk-timeout.ts';
import { isChunkLoadError } from '../../../src/portal/lib/chunk-reload.ts';

afterEach(() => vi.useRealTimers());

describe('chunk load timeout', () => {
  it('fails a chunk still loading after 120000 ms with an error the boundary reloads for', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a loaded chunk and a failed one through', async () => {
    await expect(withChunkTimeout(async () => 'page')).resolves.toBe('page');
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(/dynamically imported/);
  });
});
