/**
 * What the portal's build gives Fluent's `useTabster` for `tabster` (vite.config.ts, `keptTabster`):
 * the same functions, but the first focus manager made on a page is never disposed.
 *
 * Every Fluent hook that needs tabster takes a reference while mounted, and the last one to unmount
 * disposes it. A modal dialog hides the rest of the page (`aria-hidden="true"` on `#root`) and shows
 * it again 250 ms after it closes; when the dialog held the last reference, tabster was disposed
 * first and the page stayed hidden for good: screen readers and role queries found nothing
 * (microsoft/tabster#530). The signed-in layout used to hold a reference while drawn, which made
 * every signed-in page load tabster (about 20 kB gzip) before it painted; with one reference kept
 * from the first use on, a page loads it only when a component that uses it is drawn (issue 21 item 2).
 */
import { createTabster as createReference, type Types } from 'tabster';

export { disposeTabster } from 'tabster';

const kept = new WeakSet<Window>();

/** A reference to the window's focus manager (made on first call, with one more kept for the page's life). */
export function createTabster(win: Window, props?: Types.TabsterCoreProps): Types.Tabster {
  const reference = createReference(win, props);
  if (!kept.has(win)) {
    kept.add(win);
    createReference(win, props);
  }
  return reference;
}
