/** The workflow an entity's records move through, with the operations that take its events and list its log. */
import { stateLogOperations, transitionOperations, workflows } from '../../../../generated/workflows/index.ts';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
import type { WorkflowTransition } from '../../../shared/workflow/types.ts';
import { canCall } from '../screens/can-call.ts';

/** A workflow as the portal uses it: machine, definition, event → operationId, and the state-log operation. */
export type PortalWorkflow = (typeof workflows)[string] & { eventOperations: Record<string, string>; logOperation?: string };

/** The workflow of `entity` that the API exposes, if any. */
export function workflowOfEntity(entity: string): PortalWorkflow | undefined {
  const workflow = Object.values(workflows).find((w) => w.definition.entity === entity);
  if (!workflow) return undefined;
  const name = workflow.definition.workflow;
  const eventOperations = Object.fromEntries(
    Object.entries(transitionOperations)
      .filter(([, t]) => t.workflow === name)
      .map(([operationId, t]) => [t.event, operationId]),
  );
  const logOperation = Object.entries(stateLogOperations).find(([, w]) => w === name)?.[0];
  return { ...workflow, eventOperations, ...(logOperation ? { logOperation } : {}) };
}

/**
 * The transitions the signed-in user may take on `record` now: the machine allows them for the
 * user type, the API exposes them and the access rule opens their operation. Transitions that
 * need an attachment (no upload dialog yet) or an OTP (the server refuses them until the
 * identity OTP check is wired into the engine) are not offered.
 */
export function offeredTransitions(workflow: PortalWorkflow, record: Record<string, unknown>, userType?: string, userId?: number): WorkflowTransition[] {
  if (!userType) return [];
  const { definition, machine, eventOperations } = workflow;
  const state = stateOfCode(definition, record[definition.field]);
  if (!state) return [];
  return availableEvents(machine, definition, state, record, userType, userId).filter((t) => {
    const operation = eventOperations[t.event];
    return operation !== undefined && canCall(operation, userType) && t.attachment !== 'required' && !t.otp;
  });
}
