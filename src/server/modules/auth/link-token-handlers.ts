/** Export and print links: a short-lived token good for one GET of one operation, never the session token. */
import { operations } from '../../../../generated/api/operations.ts';
import type { OperationDescriptor } from '../../../shared/spec-model.ts';
import { accessOf } from '../../platform/access/access-rules.ts';
import { LINK_TOKEN_MINUTES } from '../../platform/auth/link-tokens.ts';
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { fieldError, forbidden } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';

const byId = new Map((Object.values(operations) as OperationDescriptor[]).map((o) => [o.operationId, o]));

export const linkTokenHandlers: Handlers = {
  /** Issues a link token for a GET operation the caller's user type is granted. */
  async createLinkToken(request) {
    const user = requireUser(request.user);
    const { operation } = request.body;
    const target = byId.get(operation);
    if (!target || target.method !== 'get' || target.public) throw fieldError('invalid_choice', 'operation');
    const access = accessOf(operation);
    if (access.kind !== 'rule' || access.rule.grants[user.user_type] === undefined) throw forbidden();
    const now = request.server.config.clock();
    const token = await oneTimeTokens(request.server.db).issue(user.id, 'link', now, LINK_TOKEN_MINUTES, operation);
    return { auth_token: token, expires_at: new Date(now.getTime() + LINK_TOKEN_MINUTES * 60_000).toISOString() };
  },
};
