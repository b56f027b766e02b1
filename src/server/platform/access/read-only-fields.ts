/** Enforces the `readOnly` fields of an operation's rule for the caller's user type (spec/access/rules). */
import type { FastifyRequest } from 'fastify';
import { changedReadOnlyFields } from '../../../shared/access/read-only-changes.ts';
import { ApiError } from '../errors.ts';
import { requireUser } from '../request-context.ts';
import { accessOf } from './access-rules.ts';

/** Fields the caller's user type may see but not change through this request's operation. */
export function readOnlyFieldsOf(request: FastifyRequest): string[] {
  const access = accessOf(request.routeOptions.config.operationId ?? '');
  return access.kind === 'rule' ? (access.rule.readOnlyFields?.[requireUser(request.user).user_type] ?? []) : [];
}

/**
 * 403 `read_only_field` with `errors.read_only_field` under each read-only field whose value the body
 * changes (`current`: the stored record, `{}` on create). Unchanged values pass.
 */
export function refuseReadOnlyChanges(request: FastifyRequest, current: Record<string, unknown>, body: Record<string, unknown> = request.body as Record<string, unknown>): void {
  const changed = changedReadOnlyFields(readOnlyFieldsOf(request), current, body ?? {});
  if (changed.length === 0) return;
  throw new ApiError(403, 'read_only_field', Object.fromEntries(changed.map((field) => [field, { key: 'errors.read_only_field' }])));
}
