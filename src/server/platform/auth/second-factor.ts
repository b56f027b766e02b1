/** Whether a request's session still owes the second factor (user requires it, session not verified). */
import type { FastifyRequest } from 'fastify';
import { identityTables } from '../../../../generated/access/identity.ts';

const pending = new WeakMap<FastifyRequest, boolean>();
const exempt = new Set(identityTables.secondFactorExempt);

/**
 * Records, at authentication, whether the session still owes the second factor. Only owing
 * requests are kept: an entry for every signed-in request showed in a list request's profile (issue 21 item 5).
 */
export function markSecondFactor(request: FastifyRequest, owed: boolean): void {
  if (owed) pending.set(request, true);
  else pending.delete(request);
}

/** True when the session still owes the second factor. */
export const secondFactorOwed = (request: FastifyRequest): boolean => pending.get(request) ?? false;

/** True when the operation is refused until the second factor is passed. */
export const blockedBySecondFactor = (request: FastifyRequest, operationId: string): boolean => secondFactorOwed(request) && !exempt.has(operationId);
