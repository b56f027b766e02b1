/** PUT on a workflow record (`x-state-edit`): only the fields the workflow lets the caller's user type edit in the record's state. */
import type { FastifyRequest } from 'fastify';
import { stateOfCode } from '../../../shared/workflow/decide.ts';
import { refuseReadOnlyChanges } from '../access/read-only-fields.ts';
import { recordMiss } from '../access/record-miss.ts';
import { forbidden } from '../errors.ts';
import { requireUser } from '../request-context.ts';
import { idOf, scopeWhere } from '../resources/read-handlers.ts';
import { recordView } from '../resources/record-view.ts';
import { recordsRepository } from '../resources/records-repository.ts';
import { workflowBinding } from './workflow-binding.ts';
import { assertReferencesExist } from '../resources/reference-check.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';

/**
 * The handler: 404 outside the caller's scope, 403 when a field read-only for the caller's user type
 * (spec/access `readOnly`) would change or when the state lets them edit nothing; other fields are kept.
 */
export function stateEditHandler(workflowName: string, operationId: string) {
  const { definition, entity } = workflowBinding(workflowName);
  return async (request: FastifyRequest) => {
    const user = requireUser(request.user);
    const body = request.body as Record<string, unknown>;
    const row = await request.server.db.transaction(async (tx) => {
      const records = recordsRepository(tx, entity);
      // Locked, and the update bumps the version, so a transition racing this edit gets 409.
      const current = await records.find(idOf(request), scopeWhere(request, entity), true);
      if (!current) throw await recordMiss(tx, entity, idOf(request));
      refuseReadOnlyChanges(request, current.data, body);
      const allowed = editableFields(definition, stateOfCode(definition, current.data[definition.field]), user.user_type, user.ft_department);
      if (allowed.length === 0) throw forbidden();
      const changes = Object.fromEntries(allowed.filter((field) => body[field] !== undefined && entity.writable.includes(field)).map((field) => [field, body[field]]));
      await assertReferencesExist(tx, entity, changes);
      const next = { ...current.data, ...changes };
      // The module's checks of the changed record (a fund transfer's foreign entity must still be eligible).
      const hooks = request.server.modules.resourceHooks[operationId];
      await hooks?.validateUpdate?.(tx, next, request, current);
      return records.update(Number(current.id), hooks?.derive ? { ...next, ...(await hooks.derive(tx, next, request, current)) } : next);
    });
    return recordView(request.server.db, entity, row, request.language);
  };
}
