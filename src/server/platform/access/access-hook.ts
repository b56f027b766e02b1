/** Deny by default: every API request passes here before its body is even parsed. */
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { operations } from '../../../../generated/api/operations.ts';
import type { OperationDescriptor } from '../../../shared/spec-model.ts';
import { ApiError, forbidden, notAuthenticated } from '../errors.ts';
import { authenticateByLink, takeLinkToken } from '../auth/link-tokens.ts';
import { blockedBySecondFactor } from '../auth/second-factor.ts';
import { authenticate } from '../auth/authenticate.ts';
import { closeGate, openGate } from '../auth/session-gate.ts';
import { accessOf, scopeNamed, type Access } from './access-rules.ts';

/**
 * The operations whose handler confirms a session taken from memory in its own statement: the
 * generic lists (read-handlers.ts). Every other operation looks the session up first.
 */
const GATED = new Set((Object.values(operations) as OperationDescriptor[]).filter((o) => o.resource?.action === 'list').map((o) => o.operationId));

/** The scope the rule grants the signed-in caller, or the error that refuses it (403, or 403 otp_required). */
function grant(request: FastifyRequest, operationId: string, access: Access): ApiError | undefined {
  if (access.kind !== 'rule') return forbidden(); // 'none': also refused at startup; kept as a second lock
  const user = request.user!;
  const scopeName = access.rule.grants[user.user_type];
  const scope = scopeName === undefined ? undefined : scopeNamed(scopeName);
  if (!scope) return forbidden(); // audited by the error handler, as every 403 is
  if (blockedBySecondFactor(request, operationId)) return new ApiError(403, 'otp_required');
  request.scope = { name: scope.name, conditions: scope.conditions, user };
  return undefined;
}

/** The ordinary check: looks the session (or a link token) up, then grants or refuses (401, 403). */
export async function authorize(request: FastifyRequest, operationId: string, linkToken?: unknown): Promise<void> {
  closeGate(request);
  await authenticate(request);
  if (!request.user) await authenticateByLink(request, operationId, linkToken);
  if (!request.user) throw notAuthenticated();
  const refused = grant(request, operationId, accessOf(operationId));
  if (refused) throw refused;
}

/**
 * The onRequest hook of operation `operationId`'s route (operation-hooks.ts): public operations pass;
 * others need a session (401) and a grant for the user type (403). A list request whose session this
 * process knows is granted on what it knows, gated until the list's statement confirms the session
 * (auth/session-gate.ts); a known session that would be refused is looked up as any other, so a
 * refusal is never decided on memory. Synchronous where nothing is looked up (done-style).
 */
export function accessHook(operationId: string): onRequestHookHandler {
  const access = accessOf(operationId);
  const gated = GATED.has(operationId);
  return (request, _reply, done) => {
    if (access.kind === 'public') return done();
    const linkToken = takeLinkToken(request);
    if (linkToken === undefined && gated && openGate(request) && grant(request, operationId, access) === undefined) return done();
    authorize(request, operationId, linkToken).then(() => done(), done);
  };
}
