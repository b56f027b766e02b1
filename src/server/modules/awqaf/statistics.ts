/** `aq/request/statistics/`: the awqaf requests the caller's list shows, per state, request type and month. */
import type { Handler } from '../../platform/handler.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { countsPerField, countsPerMonth, countsPerState, totalOf } from '../../platform/resources/workflow-statistics.ts';

/** Request types: the `state_type` enum of spec/entities/awqaf-request.schema.json (0 normal, 9 nominee), every one counted. */
const requestTypes = () => (entityBinding('awqaf-request').schema.properties?.state_type?.enum ?? []).map(Number) as Array<0 | 9>;

export const getAwqafRequestStatistics: Handler<'getAwqafRequestStatistics'> = async (request) => {
  const [states, types, months] = await Promise.all([
    countsPerState(request, 'listAwqafRequests', 'awqaf'),
    countsPerField(request, 'listAwqafRequests', 'state_type'),
    countsPerMonth(request, 'listAwqafRequests'),
  ]);
  return {
    by_status: states.map((state) => ({ status: Number(state.code), count: state.count })),
    by_type: requestTypes().map((type) => ({ state_type: type, count: types.get(String(type)) ?? 0 })),
    by_month: months,
    total: totalOf(states),
  };
};
