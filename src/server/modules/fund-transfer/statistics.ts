/** Figures of the fund transfers the caller may see: the dashboard's cards and its chart. */
import type { FastifyRequest } from 'fastify';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { Handler } from '../../platform/handler.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { fieldText } from '../../platform/resources/field-columns.ts';
import { lastTwelveMonths, monthOf } from '../../platform/resources/recent-months.ts';
import { scopedRows } from '../../platform/resources/scoped-rows.ts';

const definition = () => workflows['fund-transfer']!.definition;
const transfers = () => entityBinding('fund-transfer');
/** KWD with the three decimals a fils needs. */
const kwd = (value: unknown) => Math.round(Number(value ?? 0) * 1000) / 1000;
const AMOUNT = `coalesce(sum((r.data->>'amount')::numeric), 0)`;

type Figures = { count: number; amount: string };

async function byStatus(request: FastifyRequest): Promise<Map<string, Figures>> {
  const rows = await scopedRows<Figures & { status: string }>(request, transfers(), `${fieldText(transfers(), 'status')} AS status, count(*)::int AS count, ${AMOUNT} AS amount`, undefined, 'GROUP BY 1');
  return new Map(rows.map((row) => [String(row.status), row]));
}

/** `statistics/`: per state (every state, zeros included) and per month of the last twelve. */
export const getFundTransferStatistics: Handler<'getFundTransferStatistics'> = async (request) => {
  const statuses = await byStatus(request);
  const months = lastTwelveMonths(new Date(request.server.config.clock()));
  const rows = await scopedRows<Figures & { month: string }>(
    request, transfers(), `${monthOf('r.created_at')} AS month, count(*)::int AS count, ${AMOUNT} AS amount`,
    (params) => [`${monthOf('r.created_at')} >= ${params.add(months[0])}`], 'GROUP BY 1',
  );
  const perMonth = new Map(rows.map((row) => [row.month, row]));
  const all = [...statuses.values()];
  return {
    by_status: definition().states.map((s) => ({ status: String(s.code), count: statuses.get(String(s.code))?.count ?? 0, amount: kwd(statuses.get(String(s.code))?.amount) })),
    by_month: months.map((month) => ({ month, count: perMonth.get(month)?.count ?? 0, amount: kwd(perMonth.get(month)?.amount) })),
    total: all.reduce((sum, row) => sum + row.count, 0),
    total_amount: kwd(all.reduce((sum, row) => sum + Number(row.amount), 0)),
  };
};

/** `overview_statistics/`: the dashboard cards. */
export const getFundTransferOverview: Handler<'getFundTransferOverview'> = async (request) => {
  const statuses = await byStatus(request);
  const count = (state: string) => statuses.get(state)?.count ?? 0;
  const final = new Set(definition().states.filter((s) => s.final).map((s) => String(s.code)));
  const total = [...statuses.values()].reduce((sum, row) => sum + row.count, 0);
  const inProgress = [...statuses].filter(([code]) => !final.has(code) && code !== 'suspended').reduce((sum, [, row]) => sum + row.count, 0);
  return {
    total,
    in_progress: inProgress,
    completed: count('completed'),
    suspended: count('suspended'),
    rejected: count('rejected'),
    completed_amount: kwd(statuses.get('completed')?.amount),
  };
};
