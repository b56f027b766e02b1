import type { FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors.ts';
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
