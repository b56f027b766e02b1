/** Handlers of the operations marked `x-transition` and `x-state-log`, and the create hook setting the initial state. */
import type { FastifyRequest } from 'fastify';
import { operations } from '../../../../generated/api/operations.ts';
import { editOperations, stateLogOperations, transitionOperations } from '../../../../generated/workflows/index.ts';
import type { OperationDescriptor } from '../../../shared/spec-model.ts';
import { spendMobileOtp } from '../auth/mobile-otp-check.ts';
import { kickOutbox } from '../outbox/delivery.ts';
import type { HandlerMap } from '../handler.ts';
import { recordMiss } from '../access/record-miss.ts';
import { requireUser } from '../request-context.ts';
import { idOf, scopeWhere } from '../resources/read-handlers.ts';
import { recordView } from '../resources/record-view.ts';
import { recordsRepository } from '../resources/records-repository.ts';
import type { ResourceHookMap } from '../resources/resource-hooks.ts';
import { stateEditHandler } from './edit-in-state.ts';
import { stateLogView } from './state-log-view.ts';
import { stateLogsRepository } from './state-logs-repository.ts';
import { takeTransition } from './take-transition.ts';
import { codeOf, workflowBinding } from './workflow-binding.ts';

type TransitionBody = { comment?: string; attachment?: number; otp?: string; version?: number };

/** The record an operation acts on: path `{id}`, or the query parameter the spec names (`ft/reject/?request_id=`). */
const recordIdOf = (request: FastifyRequest, queryParam?: string): number =>
  queryParam === undefined ? idOf(request) : Number((request.query as Record<string, unknown>)[queryParam]);

function transitionHandler(workflowName: string, event: string, recordParam?: string) {
  const workflow = workflowBinding(workflowName);
  return async (request: FastifyRequest) => {
    const user = requireUser(request.user);
    const { version, ...input } = (request.body ?? {}) as TransitionBody;
    const { db, config } = request.server;
    const row = await takeTransition(db, workflow, {
      id: recordIdOf(request, recordParam),
      where: scopeWhere(request, workflow.entity),
      userId: user.id,
      hooks: request.server.modules.transitionHooks,
      event: { type: event, role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null, ...input },
      ...(version === undefined ? {} : { version }),
      // The code of the caller's newest `mobileotp/create/` challenge (identity work).
      verifyOtp: (q, otp) => spendMobileOtp(q, user.id, otp, config.clock()),
      request,
    });
    // The e-mails the step queued leave now (the worker retries what fails).
    kickOutbox(request.server);
    return recordView(db, workflow.entity, row, request.language);
  };
}

function stateLogHandler(workflowName: string, recordParam?: string, events?: string[]) {
  const workflow = workflowBinding(workflowName);
  return async (request: FastifyRequest) => {
    const db = request.server.db;
    const id = recordIdOf(request, recordParam);
    const record = await recordsRepository(db, workflow.entity).find(id, scopeWhere(request, workflow.entity));
    if (!record) throw await recordMiss(db, workflow.entity, id);
    const rows = await stateLogsRepository(db).list(workflowName, Number(record.id));
    return rows.filter((row) => !events || events.includes(row.event)).map((row) => stateLogView(workflow.definition, row, request.user?.user_type));
  };
}

/** One handler per `x-transition`, `x-state-log` and `x-state-edit` operation of the spec. */
export function workflowHandlers(): HandlerMap {
  const handlers: HandlerMap = {};
  for (const [operationId, { workflow, event, record }] of Object.entries(transitionOperations)) handlers[operationId] = transitionHandler(workflow, event, record);
  for (const [operationId, { workflow, record, events }] of Object.entries(stateLogOperations)) handlers[operationId] = stateLogHandler(workflow, record, events);
  for (const [operationId, workflow] of Object.entries(editOperations)) handlers[operationId] = stateEditHandler(workflow, operationId);
  return handlers;
}

/** Create operations of workflow entities start the record in the workflow's initial state. */
export function workflowResourceHooks(): ResourceHookMap {
  const hooks: ResourceHookMap = {};
  const workflowsInUse = new Set([...Object.values(transitionOperations), ...Object.values(stateLogOperations)].map((o) => o.workflow));
  for (const name of workflowsInUse) {
    const { definition } = workflowBinding(name);
    for (const operation of Object.values(operations) as OperationDescriptor[]) {
      if (operation.resource?.entity !== definition.entity || operation.resource.action !== 'create') continue;
      hooks[operation.operationId] = { beforeCreate: (data) => ({ ...data, [definition.field]: codeOf(definition, definition.initial) }) };
    }
  }
  return hooks;
}
