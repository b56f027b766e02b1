/** Finds the signed-in user of a request from its token. */
import type { FastifyRequest } from 'fastify';
import { sessionsRepository } from './sessions-repository.ts';
import { userView } from './users-repository.ts';
import { hashToken, tokenOf } from './tokens.ts';

/** Sets `request.user` and `request.sessionHash` when the request carries a live session. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  const hash = hashToken(token);
  const row = await sessionsRepository(request.server.db).userOf(hash);
  if (!row) return;
  request.user = userView(row);
  request.sessionHash = hash;
}
