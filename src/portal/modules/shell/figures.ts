import { figures } from '../../../../generated/screens/figures.ts';
import { callAhead, callOperation } from '../../lib/api-client.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { checkedUser } from '../../app/session-context.tsx';

/** A total on the overview, as spec/screens declares it (`figures:`). */
export type Figure = (typeof figures)[number];

/**
 * The one call that answers every figure the caller may see (`overview/figures/`: each figure as its
 * own operation answers the caller, and none the caller's rules do not grant), instead of one call
 * per operation: one round trip before the landing page's totals (issue 19 item 7).
 */
const FIGURES = 'getOverviewFigures';

/** The figures a user type may see (those whose operation its rules grant), known before any total has come. */
export const visibleTo = (userType: string | undefined) => figures.filter((figure) => canCall(figure.operation, userType));

/**
 * The overview route's loader (app/router.tsx, at landing): once the session check has answered —
 * which the page preloads — asks the figures' call while the page's chunks still arrive;
 * `loadFigures` then takes that answer (lib/answers-ahead.ts). Nothing is asked for a guest (the page
 * sends them to login) nor for a user type that may see no figure.
 */
export function prefetch(): void {
  void checkedUser().then((user) => {
    if (user && visibleTo(user.user_type).length > 0) callAhead(FIGURES);
  });
}

/** The figures a user type may see, with their totals, in `order`; one the answer leaves out has no card (a failed call is logged: none then). */
export async function loadFigures(userType: string | undefined): Promise<Array<Figure & { total: number }>> {
  const visible = visibleTo(userType);
  if (visible.length === 0) return [];
  const result = await callOperation(FIGURES);
  if (!result.ok) console.warn('overview figures failed', result.status);
  const totals: Partial<Record<string, number>> = result.ok ? result.data : {};
  return visible.flatMap((figure) => {
    const total = totals[figure.key];
    return typeof total === 'number' ? [{ ...figure, total }] : [];
  });
}
