/** A fund transfer the caller reaches through the current operation's scope. */
import type { FastifyRequest } from 'fastify';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository, type RecordRow } from '../../platform/resources/records-repository.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';

/** The transfer `id` in the caller's scope (404, audited when it exists, otherwise). */
export async function transferInScope(request: FastifyRequest, id: number): Promise<RecordRow> {
  const { entity } = workflowBinding('fund-transfer');
  const row = await recordsRepository(request.server.db, entity).find(id, scopeWhere(request, entity));
  if (!row) throw await recordMiss(request.server.db, entity, id);
  return row;
}
