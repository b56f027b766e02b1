/** `support/request/statistics/` and `overview_statistics/`: the requests the caller's list shows, per state and month. */
import type { Handler } from '../../platform/handler.ts';
import { countsPerMonth, countsPerState, totalOf } from '../../platform/resources/workflow-statistics.ts';

/** The requested amounts summed (KWD, three decimals: the entity's `amount_requested`). */
const REQUESTED = { amount_requested: `coalesce(sum((r.data->>'amount_requested')::numeric), 0)` };
const fils = (value: number) => Math.round(value * 1000) / 1000;

export const getSupportRequestStatistics: Handler<'getSupportRequestStatistics'> = async (request) => {
  const [states, months] = await Promise.all([countsPerState(request, 'listSupportRequests', 'support-request', REQUESTED), countsPerMonth(request, 'listSupportRequests')]);
  return {
    by_status: states.map((state) => ({ status: String(state.code), count: state.count, amount_requested: fils(state.sums.amount_requested!) })),
    by_month: months,
    total: totalOf(states),
    total_amount_requested: fils(states.reduce((sum, state) => sum + state.sums.amount_requested!, 0)),
  };
};

/** The cards of the list's status tabs (product spec section 2: New, Funded, Rejected, Expired). */
export const getSupportRequestOverview: Handler<'getSupportRequestOverview'> = async (request) => {
  const states = await countsPerState(request, 'listSupportRequests', 'support-request');
  const count = (code: string) => states.find((state) => String(state.code) === code)?.count ?? 0;
  return { new: count('new'), funded: count('funded'), rejected: count('rejected'), expired: count('expired'), total: totalOf(states) };
};
