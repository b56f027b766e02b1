/**
 * `support/form-values/` (GET, POST) and `list-update/` (PUT): the dynamic form of a support request
 * (form `support_request` of the forms runtime; its tabs and fields are `support/form-tabs/` and
 * `support/form-fields/`, generic lists). The values belong to the request: read by whoever may read it,
 * written by its foreign entity while the workflow lets it edit the request (`editable` in its state),
 * through the runtime's one check (`submitValues`).
 */
import type { FastifyRequest } from 'fastify';
import { stateOfCode } from '../../../shared/workflow/decide.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { forbidden } from '../../platform/errors.ts';
import { submitValues } from '../../platform/forms/submit-values.ts';
import { valuesRepository } from '../../platform/forms/values-repository.ts';
import type { Handler, OperationRequest } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository, type RecordRow } from '../../platform/resources/records-repository.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';

export const SUPPORT_FORM = 'support_request';

/** The request `id` within the caller's scope of the operation (404, audited when it exists, otherwise). */
async function requestInScope(request: FastifyRequest, id: number): Promise<RecordRow> {
  const { entity } = workflowBinding('support-request');
  const row = await recordsRepository(request.server.db, entity).find(id, scopeWhere(request, entity));
  if (!row) throw await recordMiss(request.server.db, entity, id);
  return row;
}

export const listSupportFormValues: Handler<'listSupportFormValues'> = async (request) => {
  const row = await requestInScope(request, request.query.support_request);
  return valuesRepository(request.server.db).list({ form: SUPPORT_FORM, record: Number(row.id) });
};

async function save(request: OperationRequest<'createSupportFormValues'>) {
  const row = await requestInScope(request, request.body.support_request);
  const user = requireUser(request.user);
  const { definition } = workflowBinding('support-request');
  // As the request's own fields: only in a state whose `editable` opens something to the caller.
  if (editableFields(definition, stateOfCode(definition, row.data[definition.field]), user.user_type, user.ft_department).length === 0) throw forbidden();
  const submission = { form: SUPPORT_FORM, record: Number(row.id), values: request.body.values };
  return request.server.db.transaction((tx) => submitValues(tx, submission, user.id));
}

export const createSupportFormValues: Handler<'createSupportFormValues'> = save;
export const updateSupportFormValues: Handler<'updateSupportFormValues'> = (request) => save(request as unknown as OperationRequest<'createSupportFormValues'>);
