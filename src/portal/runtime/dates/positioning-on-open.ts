/**
 * What the portal's build gives Fluent's DatePicker for `@fluentui/react-positioning` (vite.config.ts,
 * `calendarOnOpen`: only for imports from its `usePopupPositioning.js`): the same names, but the code
 * that places the popup under the field (Fluent's positioning with floating-ui, about 10 kB gzip)
 * comes with the calendar, when a date field first takes the focus or opens (`calendar-on-open.tsx`),
 * and not with every page that has a date field. The popup stays hidden until the calendar is there.
 * Until then `usePositioning` notes the field and the popup in the `PopupAnchor` that `date-input.tsx`
 * gives; that module draws `PopupPositioning` once fetched, which places the popup with Fluent's own
 * `usePositioning`. Tests and the server import the package itself.
 */
import type { PositioningProps, PositioningShorthand } from '@fluentui/react-components';
import { createContext, useContext, useMemo, useState } from 'react';
import { chunkOnDemand, useChunk } from '../../lib/chunk-on-demand.ts';
import type * as Parts from './popup-positioning.tsx';

/**
 * A date picker's field and popup, and how the popup goes beside the field: noted by the DatePicker's
 * refs, read by `PopupPositioning`, which `listen`s for changes. Like a ref, it is written as it is
 * drawn (the React compiler's rules see its methods, not its properties, changed).
 */
export type PopupAnchor = {
  readonly target: HTMLElement | null;
  readonly container: HTMLElement | null;
  readonly options: PositioningProps;
  note(key: 'target' | 'container', element: HTMLElement | null): void;
  setOptions(options: PositioningProps): void;
  listen(listener: () => void): () => void;
};

/** The anchor `date-input.tsx` gives its DatePicker (without it, a DatePicker's popup is not placed). */
export const PopupAnchorContext = createContext<PopupAnchor | undefined>(undefined);

/** A new anchor, for `PopupAnchorContext`. */
export function newPopupAnchor(): PopupAnchor {
  let listener: (() => void) | undefined;
  const anchor = {
    target: null as HTMLElement | null,
    container: null as HTMLElement | null,
    options: {} as PositioningProps,
    note(key: 'target' | 'container', element: HTMLElement | null) {
      if (anchor[key] === element) return;
      anchor[key] = element;
      listener?.();
    },
    setOptions(options: PositioningProps) {
      anchor.options = options;
    },
    listen(next: () => void) {
      listener = next;
      return () => {
        if (listener === next) listener = undefined;
      };
    },
  };
  return anchor;
}

const partsChunk = chunkOnDemand((): Promise<typeof Parts> => import('./popup-positioning.tsx'));

/** Fetches the positioning once; a failed fetch is tried again on the next call. */
export const loadPopupPositioning = (): Promise<void> => partsChunk.load().then(() => undefined);

/** The positioning once fetched (re-renders when it arrives). */
export const usePopupPositioningParts = (): typeof Parts | undefined => useChunk(partsChunk);

/** A ref object (as Fluent's: the DatePicker reads `current` to tell a click outside) whose setter notes the element in the anchor. */
function anchorRef(anchor: PopupAnchor, key: 'target' | 'container') {
  return {
    get current() {
      return anchor[key];
    },
    set current(element: HTMLElement | null) {
      anchor.note(key, element);
    },
  };
}

/** Fluent's `usePositioning`: refs for the field and the popup, which the anchor keeps for `PopupPositioning`. */
export function usePositioning(options: PositioningProps) {
  const [own] = useState(newPopupAnchor);
  const anchor = useContext(PopupAnchorContext) ?? own;
  anchor.setOptions(options);
  return useMemo(() => ({ targetRef: anchorRef(anchor, 'target'), containerRef: anchorRef(anchor, 'container') }), [anchor]);
}

/** Fluent's `resolvePositioningShorthand`: `'below-start'` as `{ position: 'below', align: 'start' }`. */
export function resolvePositioningShorthand(shorthand: PositioningShorthand | undefined | null): Readonly<PositioningProps> {
  if (shorthand === undefined || shorthand === null) return {};
  if (typeof shorthand !== 'string') return shorthand;
  const [position, align = 'center'] = shorthand.split('-');
  return { position, align } as PositioningProps;
}
