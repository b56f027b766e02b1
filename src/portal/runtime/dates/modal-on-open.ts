/**
 * What the portal's build gives Fluent's DatePicker for `@fluentui/react-tabster` (vite.config.ts,
 * `calendarOnOpen`: only for imports from its `useDatePicker.js`): `useModalAttributes` as Fluent has
 * it, but the focus manager (tabster, about 20 kB gzip) comes with the calendar, when a date field
 * first takes the focus or opens (`calendar-on-open.tsx`), and not with every page that has a date field.
 * Until then the popup's attributes are empty; the popup stays hidden until the calendar, fetched
 * with them, is there. `date-input.tsx` draws `ModalParts`, which makes the focus manager with its
 * modal parts in the commit that gives the popup its attributes. Tests and the server import the package itself.
 */
import { useId } from '@fluentui/react-components';
import { useMemo } from 'react';
import { chunkOnDemand, useChunk } from '../../lib/chunk-on-demand.ts';
import type * as Parts from './modal-parts.tsx';

const partsChunk = chunkOnDemand((): Promise<typeof Parts> => import('./modal-parts.tsx'));

/** Fetches the modal parts once; a failed fetch is tried again on the next call. */
export function loadModalParts(): Promise<void> {
  return partsChunk.load().then(() => undefined);
}

/** The modal parts once fetched (re-renders when they arrive). */
export function useModalParts(): typeof Parts | undefined {
  return useChunk(partsChunk);
}

const NONE = { modalAttributes: {}, triggerAttributes: {} };

/** Fluent's `useModalAttributes`: the attributes of a modal element and its trigger, empty until the modal parts are there. */
export function useModalAttributes(options: Parts.ModalOptions & { id?: string } = {}) {
  const { trapFocus, alwaysFocusable, legacyTrapFocus } = options;
  const id = useId('modal-', options.id);
  const loaded = useModalParts();
  return useMemo(
    () => (loaded ? loaded.modalAttributesOf(id, { trapFocus, alwaysFocusable, legacyTrapFocus }) : NONE),
    [loaded, id, trapFocus, alwaysFocusable, legacyTrapFocus],
  );
}
