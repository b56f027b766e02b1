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

/** A figure with its total. */
export type FigureTotal = Figure & { total: number };

/** The landing's figures: asked by the route's loader, and what they are once they have come. */
type Landing = { userType: string; figures: Promise<FigureTotal[]>; settled?: FigureTotal[] };
let landing: Landing | undefined;

/**
 * The overview's and dashboard's route loader (app/router.tsx, at landing): once the session check
 * has answered, takes the figures' answer the page preloaded with the HTML, asked as the link asks it
 * (lib/api-client.ts); the figure cards then start from it (`landingFigures`). Nothing is taken for a
 * guest (the page sends them to login) nor for a user type that may see no figure.
 */
export function prefetch(): void {
  void checkedUser().then((user) => {
    if (!user || visibleTo(user.user_type).length === 0) return;
    callAheadAsPreloaded(FIGURES, {}, FIGURES_ADDRESS);
    const figures = loadFigures(user.user_type);
    const asked: Landing = { userType: user.user_type, figures };
    landing = asked;
    void figures.then((totals) => (asked.settled = totals));
  });
}

/**
 * The landing's figures for this user type, not yet shown: the cards' first render draws their totals
 * at once when they have already come (no second render after the first paint), else awaits them.
 * `forgetLanding` once shown: a later visit asks afresh.
 */
export const landingFigures = (userType: string | undefined): Landing | undefined => (landing && landing.userType === userType ? landing : undefined);

/** Forgets the landing's figures once the cards have taken them. */
export function forgetLanding(taken: Landing): void {
  if (landing === taken) landing = undefined;
}

/** The figures a user type may see, with their totals, in `order`; one the answer leaves out has no card (a failed call is logged: none then). */
export async function loadFigures(userType: string | undefined): Promise<FigureTotal[]> {
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
