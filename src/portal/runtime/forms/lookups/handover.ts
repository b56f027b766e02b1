import { useEffect, useRef, useState } from 'react';

/** What the light control (`light-combobox.tsx`) hands the Fluent Combobox that replaces it as it is used. */
export type Handover = {
  /** It had the focus: the Combobox takes it, with its `selection` (else the caret at the end). */
  focused: boolean;
  selection?: [number, number] | undefined;
  /** It was pressed, opened from the keyboard or typed into: the Combobox is drawn open. */
  open: boolean;
  /** What was typed into it: the Combobox starts with it, its list filtered by it. */
  typed?: string | undefined;
};

/**
 * The Combobox's side of a handover: a ref for its input (Fluent's Combobox gives its ref to the
 * input), which takes the focus and the light control's selection as it is first drawn.
 */
export function useHandoverFocus(handover: Handover | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const [first] = useState<[number, number] | undefined>(() => (handover?.focused ? (handover.selection ?? [Infinity, Infinity]) : undefined));
  useEffect(() => {
    const element = input.current;
    if (!first || !element) return;
    element.focus();
    element.setSelectionRange(Math.min(first[0], element.value.length), Math.min(first[1], element.value.length));
  }, [first]);
  return input;
}
