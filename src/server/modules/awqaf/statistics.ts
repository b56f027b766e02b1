/** `aq/request/statistics/`: the awqaf requests the caller's list shows, per state, request type and month. */
import type { Handler } from '../../platform/handler.ts';
import { countsPerField, countsPerMonth, countsPerState, totalOf } from '../../platform/resources/workflow-statistics.ts';

/** Request types (`state_type` of the entity: 0 normal, 9 nominee). */
const REQUEST_TYPES = [0, 9] as const;

export const getAwqafRequestStatistics: Handler<'getAwqafRequestStatistics'> = async (request) => {
  const [states, types, months] = await Promise.all([
    countsPerState(request, 'listAwqafRequests', 'awqaf'),
    countsPerField(request, 'listAwqafRequests', 'state_type'),
    countsPerMonth(request, 'listAwqafRequests'),
  ]);
  return {
    by_status: states.map((state) => ({ status: Number(state.code), count: state.count })),
    by_type: REQUEST_TYPES.map((type) => ({ state_type: type, count: types.get(String(type)) ?? 0 })),
    by_month: months,
    total: totalOf(states),
  };
};
