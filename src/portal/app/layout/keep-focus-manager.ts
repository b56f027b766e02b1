import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent's focus manager (tabster) for as long as the signed-in layout is drawn. Every Fluent
 * hook that needs tabster takes a reference while mounted, and the last one to unmount disposes it.
 * A modal dialog hides the rest of the page (`aria-hidden="true"` on `#root`) and shows it again
 * 250 ms after it closes; when the dialog held the last reference, tabster is disposed first and the
 * page stays hidden for good: screen readers and role queries find nothing (microsoft/tabster#530).
 * The header's menus used to hold a reference on every page; now that they come on first use
 * (menu-on-first-use.tsx) this does, and costs nothing more: the layout's chunk loads tabster anyway.
 */
export function useKeepFocusManager(): void {
  // Its only effect here: a tabster reference from mount to unmount.
  useFocusFinders();
}
