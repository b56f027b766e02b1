/** Generic list and get over an entity table, limited to the caller's scope. */
import type { FastifyRequest } from 'fastify';
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { recordScopeConditions } from '../access/scope-sql.ts';
import { recordMiss } from '../access/record-miss.ts';
import type { OperationHandler } from '../handler.ts';
import { requireScope, type GrantedScope } from '../request-context.ts';
import { entityBinding, type EntityBinding } from './entities.ts';
import { listOrder, listPage, listWhere } from './list-query.ts';
import { withoutHiddenFields } from '../access/confidential-fields.ts';
import { replyWithWorkbook, wantsExport } from '../exports/list-workbook-reply.ts';
import type { Queryable } from '../../db/database.ts';
import { recordView, recordViews, type ApiRecord } from './record-view.ts';
import { recordsRepository, type RecordRow, type Where } from './records-repository.ts';
import type { ResourceHooks } from './resource-hooks.ts';
import { authorize } from '../access/access-hook.ts';
import { confirmGate, gateCondition, passGate, SessionChanged } from '../auth/session-gate.ts';

/** The table of an entity, for scopes decided on a parent record. */
export const tableOf = (name: string): string => entityBinding(name).table;

/** The caller's scope (or `scope`, another operation's) as a filter on records of `entity` (through its parent when it has `x-parent`). */
export function scopeWhere(request: FastifyRequest, entity: EntityBinding, scope: GrantedScope = requireScope(request.scope)): Where {
  const params = new SqlParams();
  return { conditions: recordScopeConditions(entity, tableOf, scope, params), params };
}

/** `id` path parameter (already validated as a positive integer). */
export const idOf = (request: FastifyRequest): number => Number((request.params as { id: unknown }).id);

/**
 * GET list: `{count, results}` of one page, or with `export=1` (x-export) the Excel workbook of page
 * 1 of 9999. A request signed in from memory (auth/session-gate.ts) has its page's statement confirm
 * the session; when it does not (the session ended or its user changed), the request is checked as
 * any other (401, 403) and answered afresh. An error before the statement confirmed it (a refused
 * query, the database gone) is answered as it is, after the same check (error-handler.ts).
 */
export function listHandler(entity: EntityBinding, spec: OperationSchemas, hooks: ResourceHooks = {}): OperationHandler {
  const answer = listAnswer(entity, spec, hooks);
  return async (request, reply) => {
    if (!request.sessionGate) return answer(request, reply);
    try {
      return await answer(request, reply);
    } catch (error) {
      if (!(error instanceof SessionChanged)) throw error;
      await authorize(request, request.routeOptions.config.operationId!);
      return answer(request, reply);
    }
  };
}

function listAnswer(entity: EntityBinding, spec: OperationSchemas, hooks: ResourceHooks): OperationHandler {
  return async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const exporting = wantsExport(spec, query);
    const where = listWhere(entity, spec, query, requireScope(request.scope));
    const orderBy = listOrder(entity, query.ordering);
    const { limit, offset } = exporting ? { limit: 9999, offset: 0 } : listPage(spec, query);
    const db = request.server.db;
    const gate = request.sessionGate;
    const { count, rows } = await recordsRepository(db, entity).list(where, orderBy, limit, offset, gate ? {
      condition: (params) => gateCondition(request, gate, params),
      unconfirmed: () => confirmGate(request, gate),
    } : undefined);
    if (gate && request.sessionGate) await passGate(request, gate);
    // The page's rows are read for its views alone: their data is not copied (record-view.ts).
    const views = await recordViews(db, entity, rows, request.language, true);
    const results = hooks.onView ? await hooks.onView(db, views, request) : views;
    // The workbook is not JSON: the fields the caller may not read leave here (spec/access/confidential.yaml).
    if (exporting) return replyWithWorkbook(reply, spec, withoutHiddenFields(entity.name, request.user?.user_type, results), request.language, entity.name);
    return { count, results };
  };
}

/** The API record of a row, with what the `onView` hook adds. */
export async function viewOf(q: Queryable, entity: EntityBinding, row: RecordRow, hooks: ResourceHooks, request: FastifyRequest): Promise<ApiRecord> {
  const view = await recordView(q, entity, row, request.language);
  return hooks.onView ? (await hooks.onView(q, [view], request))[0]! : view;
}

/** GET one: the record, or 404 when it does not exist or is outside the caller's scope. */
export function getHandler(entity: EntityBinding, hooks: ResourceHooks): OperationHandler {
  return (request) =>
    request.server.db.transaction(async (tx) => {
      const row = await recordsRepository(tx, entity).find(idOf(request), scopeWhere(request, entity));
      if (!row) throw await recordMiss(tx, entity, idOf(request));
      return viewOf(tx, entity, hooks.onGet ? await hooks.onGet(tx, entity, row) : row, hooks, request);
    });
}
