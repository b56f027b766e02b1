/** Paths that cover a workflow: for every transition edge, the shortest way there and the edge itself. */
import { getShortestPaths } from '@xstate/graph';
import { transition, type AnyStateMachine } from 'xstate';
import { SYSTEM_ROLE, type WorkflowDefinition, type WorkflowEvent, type WorkflowTransition } from './types.ts';

/** An event for taking `edge` as one of its roles, with everything a transition may require. */
export function edgeEvent(edge: WorkflowTransition, userId: number): WorkflowEvent {
  const role = edge.after ? SYSTEM_ROLE : edge.userTypes[0]!;
  return { type: edge.event, role, userId, comment: `${edge.event} by ${role}`, attachment: 1, otp: '123456' };
}

/** For each edge reachable and enabled for `record`, the events from the initial state that end by taking it. */
export function edgePaths(
  machine: AnyStateMachine,
  definition: WorkflowDefinition,
  record: Record<string, unknown>,
  userId: number,
): Array<{ edge: WorkflowTransition; events: WorkflowEvent[] }> {
  const events = definition.transitions.map((edge) => edgeEvent(edge, userId));
  const paths = getShortestPaths(machine, { events, input: { record } } as never);
  const toState = new Map<string, WorkflowEvent[]>();
  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => step.event as WorkflowEvent);
    const state = String(path.state.value);
    if (!toState.has(state) || toState.get(state)!.length > steps.length) toState.set(state, steps);
  }
  return definition.transitions.flatMap((edge) => {
    const before = toState.get(edge.from);
    if (!before) return [];
    // An edge whose named guard does not hold for this record is covered by another record.
    const [next] = transition(machine, machine.resolveState({ value: edge.from, context: { record } }), edgeEvent(edge, userId));
    return String(next.value) === edge.to ? [{ edge, events: [...before, edgeEvent(edge, userId)] }] : [];
  });
}
