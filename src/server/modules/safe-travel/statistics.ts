/** `safe-travel/statistics/`: the notifications the caller's list shows, per state, country of travel and month filed. */
import type { Handler } from '../../platform/handler.ts';
import { countsPerField, countsPerMonth, countsPerState, totalOf } from '../../platform/resources/workflow-statistics.ts';

export const getSafeTravelStatistics: Handler<'getSafeTravelStatistics'> = async (request) => {
  const [states, countries, months] = await Promise.all([
    countsPerState(request, 'listSafeTravel', 'safe-travel'),
    countsPerField(request, 'listSafeTravel', 'travel_country'),
    countsPerMonth(request, 'listSafeTravel'),
  ]);
  return {
    by_status: states.map((state) => ({ status: Number(state.code), count: state.count })),
    by_country: [...countries].map(([country, count]) => ({ country, count })),
    by_month: months,
    total: totalOf(states),
  };
};
