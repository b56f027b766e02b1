/** What the helpdesk's handlers share: its refusals (keys of locales helpdesk.json), the ticket in the caller's reach, the ministry. */
import type { FastifyRequest } from 'fastify';
import { userGroups } from '../../../../generated/access/rules.ts';
import type { Queryable } from '../../db/database.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { ApiError } from '../../platform/errors.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository, type RecordRow } from '../../platform/resources/records-repository.ts';
import { requireUser } from '../../platform/request-context.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';

export const tickets = () => entityBinding('helpdesk-ticket');
export const ticketWorkflow = () => workflowBinding('helpdesk-ticket');

/** A refusal whose message is `helpdesk.errors.<code>` (top level and, when named, under `field`). */
export class HelpdeskError extends ApiError {
  constructor(statusCode: number, code: string, params?: Record<string, unknown>, field?: string) {
    super(statusCode, code, field ? { [field]: { key: `helpdesk.errors.${code}`, ...(params ? { params } : {}) } } : undefined, params);
  }

  override get messageKey(): string {
    return `helpdesk.errors.${this.code}`;
  }
}

/** True for the ministry's user types (spec/access/user-groups.yaml `ministry`). */
export const isMinistry = (userType: string): boolean => (userGroups.ministry ?? []).includes(userType);

/** The ticket `id` within the scope the operation's rule gives the caller; the audited 404 otherwise. */
export async function ticketInReach(q: Queryable, request: FastifyRequest, id: number, lock = false): Promise<RecordRow> {
  const entity = tickets();
  const row = await recordsRepository(q, entity).find(id, scopeWhere(request, entity), lock);
  if (!row) throw await recordMiss(q, entity, id);
  return row;
}

/** The caller, signed in. */
export const caller = (request: FastifyRequest) => requireUser(request.user);

/** States a dependency is open in: neither resolved, closed nor merged. */
export const CLOSED_STATUSES = [3, 4, 5];
