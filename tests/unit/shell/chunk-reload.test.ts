// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../generated/screens/routes.ts';
import { chunkLoaded, reloadOnce } from '../../../src/portal/lib/chunk-reload.ts';
import { lazyRoute } from '../../../src/portal/app/lazy-route.tsx';

const staleChunk = new TypeError('Failed to fetch dynamically imported module: /portal/assets/list-screen-old.js');

beforeEach(() => sessionStorage.clear());

describe('reload once after a failed chunk', () => {
  it('reloads for the first failure and shows the error when the chunk fails again after the reload', () => {
    const reload = vi.fn();
    expect(reloadOnce(staleChunk, reload)).toBe(true);
    expect(reloadOnce(staleChunk, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recovers again after a good load: the same tab survives the next deployment too', () => {
    const reload = vi.fn();
    expect(reloadOnce(staleChunk, reload)).toBe(true);
    chunkLoaded(); // the page came back and its chunks loaded
    expect(reloadOnce(new Error('CSS_CHUNK_LOAD_FAILED'), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a route that loads clears the mark', async () => {
    const reload = vi.fn();
    reloadOnce(staleChunk, reload);
    await lazyRoute(routes.find((route) => route.component === 'auth/login-page')!)();
    expect(reloadOnce(staleChunk, reload)).toBe(true);
  });

  it('never reloads for an error that is not a failed chunk', () => {
    const reload = vi.fn();
    expect(reloadOnce(new Error('Cannot read properties of undefined'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
