import { listableCodes } from '../../../../generated/workflows/status-filters.ts';
import type { ListTab } from '../../../shared/spec-model.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';

/**
 * The tabs of a list the user type may open: a tab filtering the workflow's state field on a state
 * (or a list view such as 5.1) the user type may not list is left out; other tabs always show. The
 * server filters the rows the same way (the workflow's `filters:`), so this only spares the user
 * tabs that would stay empty.
 */
export function visibleTabs(screen: Pick<ListScreen, 'entity' | 'tabs'>, userType: string | undefined): ListTab[] {
  const workflow = listableCodes[screen.entity];
  const listable = userType ? workflow?.byUserType[userType] : undefined;
  if (!workflow || !listable) return screen.tabs;
  return screen.tabs.filter((tab) => {
    const code = tab.query[workflow.field];
    if (code === undefined || code === 'all') return true;
    const codes = workflow.views[code] ?? [code];
    return codes.some((state) => listable.includes(state));
  });
}
