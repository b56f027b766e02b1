import { forwardRef, useId } from 'react';
import { getIntrinsicElementProps, renderCardHeader_unstable, slot, useCardHeaderStyles_unstable, type CardHeaderProps, type CardHeaderState } from '@fluentui/react-components';

/**
 * Fluent's CardHeader, drawn the same (its slots, class names and styles), with its header's id
 * given at the first render (React's `useId`). Fluent's own finds that id in an effect and sets it on
 * its Card's state, so every card rendered again after first paint: a second commit, a long task on
 * the overview's thirteen cards (Lighthouse's blocking time, issue 19 item 7). That id only labels a
 * selectable card's checkbox, and no card of the portal is selectable.
 */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(props, ref) {
  const id = useId();
  const { image, header, description, action } = props;
  const state: CardHeaderState = {
    components: { root: 'div', image: 'div', header: 'div', description: 'div', action: 'div' },
    root: slot.always(getIntrinsicElementProps('div', { ref, ...props }), { elementType: 'div' }),
    image: slot.optional(image, { elementType: 'div' }),
    header: slot.optional(header, { renderByDefault: true, defaultProps: { id }, elementType: 'div' }),
    description: slot.optional(description, { elementType: 'div' }),
    action: slot.optional(action, { elementType: 'div' }),
  };
  useCardHeaderStyles_unstable(state);
  return renderCardHeader_unstable(state);
});
