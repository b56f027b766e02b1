import { figures } from '../../../../generated/screens/figures.ts';
import { callAheadAsPreloaded, callOperation } from '../../lib/api-client.ts';
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
/** Its address, which the overview and the dashboard name as a preload (src/server/platform/portal-preloads.ts). */
const FIGURES_ADDRESS = '/api/v1/overview/figures/';

/** The figures a user type may see (those whose operation its rules grant), known before any total has come. */
export const visibleTo = (userType: string | undefined) => figures.filter((figure) => canCall(figure.operation, userType));

/**
 * The overview's and dashboard's route loader (app/router.tsx, at landing): once the session check
 * has answered, takes the figures' answer the page preloaded with the HTML, asked as the link asks it;
 * `loadFigures` then takes that answer (lib/answers-ahead.ts). Nothing is taken for a guest (the page
 * sends them to login) nor for a user type that may see no figure.
 */
export function prefetch(): void {
  void checkedUser().then((user) => {
    if (user && visibleTo(user.user_type).length > 0) callAheadAsPreloaded(FIGURES, {}, FIGURES_ADDRESS);
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
