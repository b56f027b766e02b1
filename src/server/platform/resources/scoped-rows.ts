/** Aggregates over the records of an entity that the caller's granted scope reaches (statistics, counts). */
import type { FastifyRequest } from 'fastify';
import { SqlParams } from '../../db/sql-params.ts';
import { recordScopeConditions } from '../access/scope-sql.ts';
import { requireScope } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';
import { tableOf } from './read-handlers.ts';

/** Rows of `SELECT select FROM <table> r` over the records in the caller's scope, with `extra` conditions and a `tail` (GROUP BY …). */
export async function scopedRows<T extends Record<string, unknown>>(
  request: FastifyRequest,
  binding: EntityBinding,
  select: string,
  extra: (params: SqlParams) => string[] = () => [],
  tail = '',
): Promise<T[]> {
  const params = new SqlParams();
  const conditions = [...recordScopeConditions(binding, tableOf, requireScope(request.scope), params), ...extra(params)];
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return (await request.server.db.query<T>(`SELECT ${select} FROM ${binding.table} r ${where} ${tail}`, params.values)).rows;
}
