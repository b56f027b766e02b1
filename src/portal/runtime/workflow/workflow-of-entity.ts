/** The workflow an entity's records move through, with the operations that take its events and list its log. */
import type { OperationId } from '../../../../generated/api/operations.ts';
import { stateLogOperations, transitionOperations, workflows } from '../../../../generated/workflows/index.ts';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
import type { WorkflowTransition } from '../../../shared/workflow/types.ts';
import { operationIdOf } from '../../lib/operation-ids.ts';
import { canCall } from '../screens/can-call.ts';

/** An operation on one record: its id goes in path `{id}`, or in the query parameter `record`. */
export type RecordCall = { operationId: OperationId; record?: string; /** Fields of the record the step's dialog asks for (references picked by name). */ asks?: string[] };

/** A workflow as the portal uses it: machine, definition, event → operation, and the state-log operation. */
export type PortalWorkflow = (typeof workflows)[string] & { eventOperations: Record<string, RecordCall>; log?: RecordCall };

/** The signed-in user as the workflow's guards see them. */
export type WorkflowUser = { userType?: string; userId?: number; ftDepartment?: string | null };

/** The workflow of `entity` that the API exposes, if any. */
export function workflowOfEntity(entity: string): PortalWorkflow | undefined {
  const workflow = Object.values(workflows).find((w) => w.definition.entity === entity);
  if (!workflow) return undefined;
  const name = workflow.definition.workflow;
  const eventOperations = Object.fromEntries(
    Object.entries(transitionOperations)
      .filter(([, t]) => t.workflow === name)
      .map(([operationId, t]) => [t.event, { operationId: operationIdOf(operationId), ...(t.record ? { record: t.record } : {}), ...(t.asks ? { asks: t.asks } : {}) }]),
  );
  // The full log (not a filtered one such as the fund transfer's suspension history).
  const log = Object.entries(stateLogOperations).find(([, l]) => l.workflow === name && !l.events);
  return { ...workflow, eventOperations, ...(log ? { log: { operationId: operationIdOf(log[0]), ...(log[1].record ? { record: log[1].record } : {}) } } : {}) };
}

/** `callAnyOperation` params and query addressing record `id`. */
export const onRecord = (call: RecordCall, id: number) => (call.record ? { query: { [call.record]: id } } : { params: { id } });

/**
 * The transitions the signed-in user may take on `record` now: the machine allows them for the
 * user's type, FT department and id (owner guards), the API exposes them and the access rule opens
 * their operation. The server decides the same way, so a button shows only if it would be accepted.
 * The `except` events are left out (a screen action leads to their own page, such as a renewal).
 */
export function offeredTransitions(workflow: PortalWorkflow, record: Record<string, unknown>, user: WorkflowUser, except: readonly string[] = []): WorkflowTransition[] {
  const { userType, userId, ftDepartment } = user;
  if (!userType) return [];
  const { definition, machine, eventOperations } = workflow;
  const state = stateOfCode(definition, record[definition.field]);
  if (!state) return [];
  const actor = { role: userType, ...(userId === undefined ? {} : { userId }), ftDepartment: ftDepartment ?? null };
  return availableEvents(machine, definition, state, record, actor).filter((t) => {
    const operation = eventOperations[t.event];
    return operation !== undefined && canCall(operation.operationId, userType) && !except.includes(t.event);
  });
}
