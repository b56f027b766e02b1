/**
 * What the portal's build gives Fluent's TabList and Tab for `@fluentui/react-tabster` (vite.config.ts,
 * `arrowKeysOnFocus`: only for imports from react-tabs' `useTabList.js` and `useTab.js`): the same
 * attributes, but the focus manager (tabster, about 20 kB gzip) that moves between tabs with the arrow
 * keys comes when a tab list first takes the focus or a press, not with every page that shows tabs
 * (a dynamic form's, a list's; issue 21 item 2). A tab list gets its arrow-key attribute once the
 * manager is there, in the commit that makes it (arrow-keys-on-focus.tsx), so that tabster reads the
 * attribute with its movers. Tests and the server import the package itself.
 */
import { useFluent } from '@fluentui/react-components';
import { useLayoutEffect, useMemo } from 'react';
import { loadArrowKeys, useArrowKeysLoaded } from './arrow-keys-on-focus.tsx';

// Tabster's `MoverDirections` (its attribute carries the number).
const DIRECTIONS = { both: 0, vertical: 1, horizontal: 2, grid: 3, 'grid-linear': 4 } as const;
type ArrowOptions = { circular?: boolean; axis?: keyof typeof DIRECTIONS; memorizeCurrent?: boolean; tabbable?: boolean; ignoreDefaultKeydown?: Record<string, boolean>; unstable_hasDefault?: boolean };
const NONE = {};

/** Tabster's attribute for `props`, as Fluent's `useTabsterAttributes` gives it (tabster's is `JSON.stringify`). */
export function useTabsterAttributes(props: object): { 'data-tabster': string } {
  const value = JSON.stringify(props);
  return useMemo(() => ({ 'data-tabster': value }), [value]);
}

/** Fluent's `useArrowNavigationGroup`: its attribute once the focus manager is there, which a focus or press in a tab list fetches. */
export function useArrowNavigationGroup({ circular, axis, memorizeCurrent = true, tabbable, ignoreDefaultKeydown, unstable_hasDefault }: ArrowOptions = {}) {
  const { targetDocument } = useFluent();
  const loaded = useArrowKeysLoaded();
  useLayoutEffect(() => {
    if (loaded || !targetDocument) return;
    const fetchInTabList = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[role="tablist"]')) loadArrowKeys().catch(() => undefined); // the next focus tries again
    };
    targetDocument.addEventListener('focusin', fetchInTabList);
    targetDocument.addEventListener('pointerdown', fetchInTabList);
    return () => {
      targetDocument.removeEventListener('focusin', fetchInTabList);
      targetDocument.removeEventListener('pointerdown', fetchInTabList);
    };
  }, [loaded, targetDocument]);
  const mover = { cyclic: !!circular, direction: DIRECTIONS[axis ?? 'vertical'], memorizeCurrent, tabbable, hasDefault: unstable_hasDefault };
  const attributes = useTabsterAttributes({ mover, ...(ignoreDefaultKeydown && { focusable: { ignoreKeydown: ignoreDefaultKeydown } }) });
  return loaded ? attributes : NONE;
}
