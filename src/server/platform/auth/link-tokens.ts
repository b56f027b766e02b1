/** Signs a GET request in with `?auth_token=` (export and print links): once, for the operation it was issued for. */
import type { FastifyRequest } from 'fastify';
import { oneTimeTokens } from './one-time-tokens.ts';
import { hashToken } from './tokens.ts';
import { usersRepository, userView } from './users-repository.ts';

/** How long a link token lives. */
export const LINK_TOKEN_MINUTES = 2;

/** Removes `auth_token` from the query (no operation declares it, so validation would refuse it) and returns it. */
export function takeLinkToken(request: FastifyRequest): unknown {
  const query = request.query as { auth_token?: unknown } | undefined;
  const token = query?.auth_token;
  if (query) delete query.auth_token;
  return token;
}

/** Sets `request.user` from a live link token issued for this operation; uses the token up. */
export async function authenticateByLink(request: FastifyRequest, operationId: string, token: unknown): Promise<void> {
  if (request.method !== 'GET' || typeof token !== 'string' || token.length > 200) return;
  const { db, config } = request.server;
  const now = config.clock();
  const live = await oneTimeTokens(db).peek(token, 'link', now);
  if (!live || live.secretHash !== hashToken(operationId)) return;
  if ((await oneTimeTokens(db).consume(token, 'link', now)) === undefined) return;
  const row = await usersRepository(db).findById(live.userId);
  if (row?.is_active && !row.locked_at) request.user = userView(row);
}
