/**
 * Statistics of a workflow's records (the modules' `statistics/`): counts per state and per month
 * among the records the module's list shows the caller (`listed-records.ts`). The states are the
 * generated workflow definition's, so a state added in spec/workflows is counted with no code.
 */
import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../../../../generated/api/operations.ts';
import { workflows } from '../../../../generated/workflows/index.ts';
import { listableFor } from '../../../shared/workflow/listable.ts';
import type { GrantedScope } from '../request-context.ts';
import { requireScope } from '../request-context.ts';
import { fieldText } from './field-columns.ts';
import { listedEntity, listedRows } from './listed-records.ts';
import { lastTwelveMonths, monthOf } from './recent-months.ts';

/** One state's figures: its code, how many records hold it, and the sums asked for. */
export type StateFigures = { code: string | number; count: number; sums: Record<string, number> };

/**
 * Per state: every state the caller's list shows (its role's status filter, in that order; every state
 * when it has none), zeros included, then any other state that holds some of the records in reach,
 * so the counts always add up to the total. `sums` names SQL aggregates over alias `r` (`amount: sum(…)`).
 */
export async function countsPerState(
  request: FastifyRequest,
  listOperation: OperationId,
  workflow: string,
  sums: Record<string, string> = {},
  scope: GrantedScope = requireScope(request.scope),
): Promise<StateFigures[]> {
  const definition = workflows[workflow]!.definition;
  const field = fieldText(listedEntity(listOperation), definition.field);
  const extra = Object.entries(sums).map(([name, sql]) => `, ${sql} AS "${name}"`).join('');
  const rows = await listedRows<Record<string, unknown>>(request, listOperation, scope, `${field} AS code, count(*)::int AS count${extra}`, undefined, 'GROUP BY 1');
  const found = new Map(rows.map((row) => [String(row.code), row]));
  const listable = listableFor(definition.listable, { userType: scope.user.user_type, ftDepartment: scope.user.ft_department }) ?? definition.states.map((s) => s.name);
  const shown = [
    ...listable.map((name) => definition.states.find((s) => s.name === name)!),
    ...definition.states.filter((s) => !listable.includes(s.name) && found.has(String(s.code))),
  ];
  return shown.map((state) => {
    const row = found.get(String(state.code));
    return { code: state.code, count: Number(row?.count ?? 0), sums: Object.fromEntries(Object.keys(sums).map((name) => [name, Number(row?.[name] ?? 0)])) };
  });
}

/** Records created per month of the last twelve (Kuwait time, oldest first), zeros included. */
export async function countsPerMonth(request: FastifyRequest, listOperation: OperationId, scope: GrantedScope = requireScope(request.scope)): Promise<Array<{ month: string; count: number }>> {
  const months = lastTwelveMonths(new Date(request.server.config.clock()));
  const rows = await listedRows<{ month: string; count: number }>(
    request, listOperation, scope, `${monthOf('r.created_at')} AS month, count(*)::int AS count`, (params) => [`${monthOf('r.created_at')} >= ${params.add(months[0])}`], 'GROUP BY 1',
  );
  const perMonth = new Map(rows.map((row) => [row.month, Number(row.count)]));
  return months.map((month) => ({ month, count: perMonth.get(month) ?? 0 }));
}

/** Records per value of a field among those listed (`field` a scalar of the entity), most first. */
export async function countsPerField(request: FastifyRequest, listOperation: OperationId, field: string, scope: GrantedScope = requireScope(request.scope)): Promise<Map<string, number>> {
  const column = fieldText(listedEntity(listOperation), field);
  const rows = await listedRows<{ value: string; count: number }>(request, listOperation, scope, `${column} AS value, count(*)::int AS count`, () => [`${column} IS NOT NULL`], 'GROUP BY 1 ORDER BY 2 DESC, 1');
  return new Map(rows.map((row) => [String(row.value), Number(row.count)]));
}

/** The total of per-state figures. */
export const totalOf = (states: StateFigures[]): number => states.reduce((sum, state) => sum + state.count, 0);
