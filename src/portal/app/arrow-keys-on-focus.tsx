/**
 * The focus manager's movers (tabster, about 20 kB gzip: `arrow-key-parts.tsx`), fetched when a tab
 * list first takes the focus or a press (tab-focus-attributes.ts), and drawn around every page
 * (app.tsx): the arrow keys then move between tabs, as Fluent's TabList has it (issue 21 item 2).
 */
import { chunkOnDemand, useChunk } from '../lib/chunk-on-demand.ts';
import type * as Parts from './arrow-key-parts.tsx';

const partsChunk = chunkOnDemand((): Promise<typeof Parts> => import('./arrow-key-parts.tsx'));

/** Fetches the movers once; a failed fetch is tried again on the next call. */
export const loadArrowKeys = (): Promise<void> => partsChunk.load().then(() => undefined);

/** Whether the movers are there (re-renders when they arrive). */
export const useArrowKeysLoaded = (): boolean => useChunk(partsChunk) !== undefined;

/** Draws the movers once fetched, in the commit that gives the tab lists their attribute (tab-focus-attributes.ts). */
export function ArrowKeyParts() {
  const parts = useChunk(partsChunk);
  return parts ? <parts.MoverParts /> : null;
}
