/** Deny by default: every API request passes here before its body is even parsed. */
import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden, notAuthenticated } from '../errors.ts';
import { authenticateByLink, takeLinkToken } from '../auth/link-tokens.ts';
import { blockedBySecondFactor } from '../auth/second-factor.ts';
import { authenticate } from '../auth/authenticate.ts';
import { accessOf, scopeNamed } from './access-rules.ts';

/** onRequest hook: public operations pass; others need a session (401) and a grant for the user type (403). */
export async function checkAccess(request: FastifyRequest): Promise<void> {
  const operationId = request.routeOptions.config.operationId;
  if (!operationId) return; // not an API operation (static files, redirects)
  const access = accessOf(operationId);
  if (access.kind === 'public') return;
  const linkToken = takeLinkToken(request);
  await authenticate(request);
  if (!request.user) await authenticateByLink(request, operationId, linkToken);
  if (!request.user) throw notAuthenticated();
  if (access.kind === 'none') throw forbidden(); // also refused at startup; kept as a second lock
  const scopeName = access.rule.grants[request.user.user_type];
  const scope = scopeName === undefined ? undefined : scopeNamed(scopeName);
  if (!scope) throw forbidden(); // audited by the error handler, as every 403 is
  if (blockedBySecondFactor(request, operationId)) throw new ApiError(403, 'otp_required');
  request.scope = { name: scope.name, conditions: scope.conditions, user: request.user };
}
