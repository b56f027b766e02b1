/** Generic list and get over an entity table, limited to the caller's scope. */
import type { FastifyRequest } from 'fastify';
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { scopeConditions } from '../access/scope-sql.ts';
import { notFound } from '../errors.ts';
import type { OperationHandler } from '../handler.ts';
import { requireScope } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';
import { listOrder, listPage, listWhere } from './list-query.ts';
import { recordView, recordViews } from './record-view.ts';
import { recordsRepository, type Where } from './records-repository.ts';
import type { ResourceHooks } from './resource-hooks.ts';

/** The caller's scope as a filter, for single-record operations. */
export function scopeWhere(request: FastifyRequest): Where {
  const params = new SqlParams();
  return { conditions: scopeConditions(requireScope(request.scope), params), params };
}

/** `id` path parameter (already validated as a positive integer). */
export const idOf = (request: FastifyRequest): number => Number((request.params as { id: unknown }).id);

/** GET list: `{count, results}` of one page. */
export function listHandler(entity: EntityBinding, spec: OperationSchemas): OperationHandler {
  return async (request) => {
    const query = request.query as Record<string, unknown>;
    const where = listWhere(entity, spec, query, requireScope(request.scope));
    const orderBy = listOrder(entity, query.ordering);
    const { limit, offset } = listPage(spec, query);
    const db = request.server.db;
    const { count, rows } = await recordsRepository(db, entity).list(where, orderBy, limit, offset);
    return { count, results: await recordViews(db, entity, rows) };
  };
}

/** GET one: the record, or 404 when it does not exist or is outside the caller's scope. */
export function getHandler(entity: EntityBinding, hooks: ResourceHooks): OperationHandler {
  return (request) =>
    request.server.db.transaction(async (tx) => {
      const row = await recordsRepository(tx, entity).find(idOf(request), scopeWhere(request));
      if (!row) throw notFound();
      return recordView(tx, entity, hooks.onGet ? await hooks.onGet(tx, entity, row) : row);
    });
}
