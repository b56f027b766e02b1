/**
 * The records a list operation shows a caller when no filter is chosen — its scope and its status
 * filter (`x-status-filter`), built by the list's own `listWhere` — so that statistics and totals
 * count exactly what the caller's list would page through, nothing outside it.
 */
import type { FastifyRequest } from 'fastify';
import { operations, type OperationId } from '../../../../generated/api/operations.ts';
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import type { OperationDescriptor } from '../../../shared/spec-model.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import type { GrantedScope } from '../request-context.ts';
import { entityBinding, type EntityBinding } from './entities.ts';
import { listWhere } from './list-query.ts';

/** The entity a generic list operation (`x-resource: list`) reads. */
export function listedEntity(listOperation: OperationId): EntityBinding {
  const resource = (operations[listOperation] as OperationDescriptor).resource;
  if (resource?.action !== 'list') throw new Error(`${listOperation} is not a generic list operation`);
  return entityBinding(resource.entity);
}

/**
 * Rows of `SELECT select FROM <table> r` over the records `listOperation` lists under `scope`, with
 * `extra` conditions and a `tail` (GROUP BY …).
 */
export async function listedRows<T extends Record<string, unknown>>(
  request: FastifyRequest,
  listOperation: OperationId,
  scope: GrantedScope,
  select: string,
  extra: (params: SqlParams) => string[] = () => [],
  tail = '',
): Promise<T[]> {
  return listedRowsAsked<T>(request, listOperation, scope, {}, select, extra, tail);
}

/** How many records `listOperation` lists under `scope` when asked `query` (its filters): the `count` of its page. */
export async function listedCount(request: FastifyRequest, listOperation: OperationId, scope: GrantedScope, query: Record<string, unknown> = {}): Promise<number> {
  const [row] = await listedRowsAsked<{ count: number }>(request, listOperation, scope, query, 'count(*)::int AS count');
  return Number(row?.count ?? 0);
}

async function listedRowsAsked<T extends Record<string, unknown>>(
  request: FastifyRequest,
  listOperation: OperationId,
  scope: GrantedScope,
  query: Record<string, unknown>,
  select: string,
  extra: (params: SqlParams) => string[] = () => [],
  tail = '',
): Promise<T[]> {
  const entity = listedEntity(listOperation);
  const { conditions, params } = listWhere(entity, operationSchemas[listOperation]!, query, scope);
  conditions.push(...extra(params));
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return (await request.server.db.query<T>(`SELECT ${select} FROM ${entity.table} r ${where} ${tail}`, params.values)).rows;
}
