import { useSyncExternalStore } from 'react';

/** Below this width the portal lays out for phones (product spec section 2: the breakpoint is 991 px). */
export const NARROW_LAYOUT_QUERY = '(max-width: 991px)';

// jsdom (the unit tests) has no matchMedia: there the layout is the wide one.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_LAYOUT_QUERY) : undefined);
const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isNarrow = () => media()?.matches ?? false;

/**
 * Whether the window is at or below the layout breakpoint, following resizes and rotations. For what
 * CSS alone cannot switch (a table that becomes cards, tabs that become a select): rendering only
 * the layout in use keeps one copy of each row in the page.
 */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
