import { listableCodes } from '../../../../generated/workflows/status-filters.ts';
import { listableFor } from '../../../shared/workflow/listable.ts';
import type { ListTab } from '../../../shared/spec-model.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';

/**
 * The tabs of a list the caller may open: a tab filtering the workflow's state field on a state (or
 * a list view such as 5.1) the caller may not list — by user type, or by FT department where the
 * workflow says which department plays which holder — is left out; other tabs (All) always show.
 * A screen with `statusTabs` shows its state tabs in the order of the caller's status list. The
 * server filters the rows the same way (`listableFor`), so this only spares the user empty tabs.
 */
export function visibleTabs(screen: Pick<ListScreen, 'entity' | 'tabs' | 'statusTabs'>, user: { userType?: string; ftDepartment?: string | null }): ListTab[] {
  const workflow = listableCodes[screen.entity];
  const listable = workflow ? listableFor(workflow.byUserType, user) : undefined;
  if (!workflow || !listable) return screen.tabs;
  const rank = (tab: ListTab) => {
    const code = tab.query[workflow.field];
    if (code === undefined || code === 'all') return -1;
    const codes = workflow.views[code] ?? [code];
    const ranks = codes.map((state) => listable.indexOf(state)).filter((at) => at >= 0);
    return ranks.length ? Math.min(...ranks) : undefined;
  };
  return screen.tabs
    .map((tab, at) => ({ tab, at, rank: rank(tab) }))
    .filter((entry): entry is { tab: ListTab; at: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => (screen.statusTabs ? a.rank - b.rank : 0) || a.at - b.at)
    .map(({ tab }) => tab);
}
