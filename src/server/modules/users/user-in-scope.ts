/** The user an operation names, if the caller's scope reaches them. */
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../platform/auth/users-repository.ts';
import { notFound, OutOfScope } from '../../platform/errors.ts';
import { requireScope } from '../../platform/request-context.ts';
import { userQueries } from './users-queries.ts';

/** The user `id` in the caller's scope; else 404, audited as a refusal when the user exists (`OutOfScope`). */
export async function userInScope(request: FastifyRequest, id: number): Promise<UserRow> {
  const users = userQueries(request.server.db);
  const row = await users.findInScope(requireScope(request.scope), id);
  if (row) return row;
  throw (await users.findById(id)) ? new OutOfScope() : notFound();
}
