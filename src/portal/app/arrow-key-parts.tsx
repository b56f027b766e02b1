/**
 * Fluent's focus manager (tabster) with its movers, fetched when a tab list first takes the focus or
 * a press (`arrow-keys-on-focus.tsx`): the arrow keys then move between tabs, as Fluent's TabList has it.
 */
import { useArrowNavigationGroup } from '@fluentui/react-components';

/**
 * Draws nothing; makes the focus manager with its movers as Fluent's hook does, in a layout effect:
 * drawn in the same commit as the tab lists' attributes, they are there when tabster reads them.
 * The manager is kept for the page's life (kept-tabster.ts).
 */
export function MoverParts(): null {
  useArrowNavigationGroup();
  return null;
}
