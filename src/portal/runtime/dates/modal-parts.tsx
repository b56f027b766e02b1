/**
 * Fluent's focus manager (tabster) with the parts a modal popup needs, fetched with the calendar
 * (`modal-on-open.ts`, `calendar-on-open.tsx`): the date picker's popup traps the focus and hides
 * the rest of the page from screen readers while open, as Fluent's DatePicker has it.
 */
import { useModalAttributes } from '@fluentui/react-components';
import { getTabsterAttribute, RestorerTypes, TABSTER_ATTRIBUTE_NAME, type Types } from 'tabster';

export type ModalOptions = { trapFocus?: boolean; alwaysFocusable?: boolean; legacyTrapFocus?: boolean };

const attribute = (props: Types.TabsterAttributeProps) => ({ [TABSTER_ATTRIBUTE_NAME]: getTabsterAttribute(props, true) });

/** The attributes Fluent's `useModalAttributes` gives a modal element with `id` and its trigger, computed as it does. */
export function modalAttributesOf(id: string, { trapFocus, alwaysFocusable, legacyTrapFocus }: ModalOptions) {
  return {
    modalAttributes: attribute({
      restorer: { type: RestorerTypes.Source },
      ...(trapFocus && { modalizer: { id, isOthersAccessible: !trapFocus, isAlwaysAccessible: alwaysFocusable, isTrapped: legacyTrapFocus && trapFocus } }),
    } as Types.TabsterAttributeProps),
    triggerAttributes: attribute({ restorer: { type: RestorerTypes.Target } }),
  };
}

/**
 * Draws nothing; makes the focus manager with its modal parts (modalizer, restorer) as Fluent's hook
 * does, in a layout effect: drawn in the same commit as the attributes above, they are there when
 * tabster reads them.
 */
export function ModalParts(): null {
  useModalAttributes();
  return null;
}
