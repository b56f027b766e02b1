/** Finds the signed-in user of a request from its token. */
import type { FastifyRequest } from 'fastify';
import { markSecondFactor } from './second-factor.ts';
import { keepSession } from './session-gate.ts';
import { sessionsRepository } from './sessions-repository.ts';
import { userView } from './users-repository.ts';
import { hashToken, tokenOf } from './tokens.ts';

/** Sets `request.user` and `request.sessionHash` when the request carries a live session (kept for session-gate.ts). */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  const hash = hashToken(token);
  const { clock, identity } = request.server.config;
  const row = await sessionsRepository(request.server.db).userOf(hash, clock(), identity);
  if (!row) return;
  keepSession(request.server, hash, row);
  request.user = userView(row);
  request.sessionHash = hash;
  markSecondFactor(request, row.authentication_required && !row.verified_at);
}
