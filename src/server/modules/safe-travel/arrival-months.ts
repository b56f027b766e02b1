/**
 * `safe-travel/arrival-dates-years-months/`: the years (newest first) and months (January first) in
 * which travellers of the notifications the caller's list shows arrive. A notification arrives on its
 * `departure_date`, the day its travellers reach the country of travel (the decision is written in
 * spec/api/safe-travel.yaml).
 */
import type { Handler } from '../../platform/handler.ts';
import { requireScope } from '../../platform/request-context.ts';
import { listedRows } from '../../platform/resources/listed-records.ts';

/** The arrival date as a date: the schema's `format: date` (YYYY-MM-DD) is checked on every write. */
const ARRIVAL = `(r.data->>'departure_date')::date`;

export const listSafeTravelArrivalMonths: Handler<'listSafeTravelArrivalMonths'> = async (request) => {
  const rows = await listedRows<{ year: number; month: number; count: number }>(
    request, 'listSafeTravel', requireScope(request.scope),
    `extract(year FROM ${ARRIVAL})::int AS year, extract(month FROM ${ARRIVAL})::int AS month, count(*)::int AS count`,
    () => [`r.data->>'departure_date' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`],
    'GROUP BY 1, 2 ORDER BY 1 DESC, 2',
  );
  const years = new Map<number, Array<{ month: number; count: number }>>();
  for (const row of rows) {
    const year = Number(row.year);
    years.set(year, [...(years.get(year) ?? []), { month: Number(row.month), count: Number(row.count) }]);
  }
  return [...years].map(([year, months]) => ({ year, months }));
};
