import type { FastifyRequest } from 'fastify';
import { SqlParams } from '../../db/sql-params.ts';
import { scopeNamed, accessOf } from '../../platform/access/access-rules.ts';
import { recordScopeConditions } from '../../platform/access/scope-sql.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { notFound } from '../../platform/errors.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { tableOf } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { requireScope, requireUser } from '../../platform/request-context.ts';

/**
 * The record a call concerns: the one asked for, or the caller's own (their user id). A caller
 * whose grant is limited to their own records (scope `own`) gets 404 for anyone else's.
 */
export function recordOf(request: FastifyRequest, asked: number | undefined): number {
  const user = requireUser(request.user);
  const scope = requireScope(request.scope);
  const record = asked ?? user.id;
  if (scope.conditions.length > 0 && record !== user.id) throw notFound();
  return record;
}

/**
 * The record whose values a read concerns. For a record-bound form (a module's `recordForms`), a caller outside the
 * ministry reads the values of a record its grant on the entity's read operation reaches (a
 * mission its entities, a foreign entity its own); 404 otherwise. Other forms: `recordOf`.
 */
export async function readableRecordOf(request: FastifyRequest, form: string, asked: number | undefined): Promise<number> {
  const bound = request.server.modules.recordForms.get(form);
  if (!bound || asked === undefined || requireScope(request.scope).conditions.length === 0) return recordOf(request, asked);
  const user = requireUser(request.user);
  const access = accessOf(bound.readOperation);
  const scopeName = access.kind === 'rule' ? access.rule.grants[user.user_type] : undefined;
  const scope = scopeName === undefined ? undefined : scopeNamed(scopeName);
  if (!scope) throw notFound();
  const entity = entityBinding(bound.entity);
  const params = new SqlParams();
  const conditions = recordScopeConditions(entity, tableOf, { name: scope.name, conditions: scope.conditions, user }, params);
  if (!(await recordsRepository(request.server.db, entity).find(asked, { conditions, params }))) throw await recordMiss(request.server.db, entity, asked);
  return asked;
}
