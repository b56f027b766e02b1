/**
 * Fluent's positioning of a date picker's popup (floating-ui), fetched with the calendar
 * (`positioning-on-open.ts`, `calendar-on-open.tsx`): the popup goes under the field and stays there
 * as the page scrolls or resizes, as Fluent's DatePicker has it.
 */
import { usePositioning } from '@fluentui/react-components';
import { useLayoutEffect } from 'react';
import type { PopupAnchor } from './positioning-on-open.ts';

/** Draws nothing; places the anchor's popup beside its field with Fluent's hook, from now on and whenever either changes. */
export function PopupPositioning({ anchor }: { anchor: PopupAnchor }): null {
  const { targetRef, containerRef } = usePositioning(anchor.options);
  useLayoutEffect(() => {
    // Fluent's refs are objects whose `current` setter (re)places the popup when it changes.
    const place = () => {
      targetRef.current = anchor.target;
      containerRef.current = anchor.container;
    };
    place();
    const stop = anchor.listen(place);
    return () => {
      stop();
      targetRef.current = null;
      containerRef.current = null;
    };
  }, [anchor, targetRef, containerRef]);
  return null;
}
