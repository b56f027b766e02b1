/** Counts of foreign entities the caller may see: dashboard cards, statistics, the bank renew view. */
import type { FastifyRequest } from 'fastify';
import { workflows } from '../../../../../generated/workflows/index.ts';
import type { SqlParams } from '../../../db/sql-params.ts';
import type { Handler } from '../../../platform/handler.ts';
import { fieldText } from '../../../platform/resources/field-columns.ts';
import { requireScope } from '../../../platform/request-context.ts';
import { listedRows } from '../../../platform/resources/listed-records.ts';
import { foreignEntities } from './entity-records.ts';

const definition = () => workflows['foreign-entity']!.definition;

/** Rows of `select` over the entities the caller's list shows (its scope and status filter), with `extra` conditions. */
const scoped = <T extends Record<string, unknown>>(request: FastifyRequest, select: string, extra?: (params: SqlParams) => string[], tail?: string) =>
  listedRows<T>(request, 'listForeignEntities', requireScope(request.scope), select, extra, tail);

/** Entities per status code. */
async function byStatus(request: FastifyRequest): Promise<Map<string, number>> {
  const rows = await scoped<{ status: string; count: number }>(request, `${fieldText(foreignEntities(), 'status')} AS status, count(*)::int AS count`, undefined, 'GROUP BY 1');
  return new Map(rows.map((row) => [String(row.status), Number(row.count)]));
}

const codeOf = (state: string) => String(definition().states.find((s) => s.name === state)!.code);

/** `overview_statistics/`: the dashboard cards (completed 7, reviewed 6, approved 2, suspended 8) and the total. */
export const getForeignEntityOverview: Handler<'getForeignEntityOverview'> = async (request) => {
  const counts = await byStatus(request);
  const of = (state: string) => counts.get(codeOf(state)) ?? 0;
  return {
    foreign_entity_status_completed: of('completed'),
    foreign_entity_status_reviewed: of('reviewed'),
    foreign_entity_status_approved: of('approved'),
    foreign_entity_status_suspended: of('suspended'),
    total: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
};

/** `statistics/`: per status (every state, zeros included) and per country, most first. */
export const getForeignEntityStatistics: Handler<'getForeignEntityStatistics'> = async (request) => {
  const counts = await byStatus(request);
  const countries = await scoped<{ country: string; count: number }>(
    request, `r.data->>'country' AS country, count(*)::int AS count`, () => [`r.data ? 'country'`], 'GROUP BY 1 ORDER BY 2 DESC, 1',
  );
  return {
    by_status: definition().states.map((s) => ({ status: Number(s.code), count: counts.get(String(s.code)) ?? 0 })),
    by_country: countries.map((row) => ({ country: row.country, count: Number(row.count) })),
    total: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
};

/** `bank-renew-count/`: entities in the bank renew certificates view (13). */
export const getBankRenewCount: Handler<'getBankRenewCount'> = async (request) => {
  const view = definition().views.find((v) => String(v.code) === '13')!;
  const codes = view.states.map(codeOf);
  const [row] = await scoped<{ count: number }>(request, 'count(*)::int AS count', (params) => [`${fieldText(foreignEntities(), 'status')} = ANY(${params.add(`{${codes.join(',')}}`)}::text[])`]);
  return { count: Number(row?.count ?? 0) };
};
