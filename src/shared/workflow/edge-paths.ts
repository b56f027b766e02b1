/** Paths that cover a workflow: for every transition edge and every caller who may take it, the shortest way there and the edge itself. */
import { getShortestPaths } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';
import { edgeFor, type WorkflowActor } from './decide.ts';
import { SYSTEM_ROLE, type WorkflowDefinition, type WorkflowEvent, type WorkflowTransition } from './types.ts';

/** An event for taking `edge` as `actor`, with everything a transition may require (placeholders a replay replaces). */
export function edgeEvent(edge: WorkflowTransition, actor: WorkflowActor): WorkflowEvent {
  return { type: edge.event, ...actor, comment: `${edge.event} by ${actor.role}`, attachment: 1, otp: '123456' };
}

/** Whether `actor`'s role is one `edge` names (the system for a timed edge). */
const names = (edge: WorkflowTransition, actor: WorkflowActor) => (edge.after ? actor.role === SYSTEM_ROLE : edge.userTypes.includes(actor.role));

/** One covering path: the events from the initial state that end with `actor` taking `edge`. */
export type EdgePath = { edge: WorkflowTransition; actor: WorkflowActor; events: WorkflowEvent[] };

/** Whether a caller may send an event in a state at all (e.g. sees the record there); the machine decides the rest. */
export type EventFilter = (event: WorkflowEvent, state: string) => boolean;

/**
 * For each edge and each of `actors` (plus the system, for timed edges) that the machine lets take
 * it on `record`, the shortest events from the initial state there, then the edge. Edges whose
 * guards no actor meets on this record (another kind, another owner) are left to other records;
 * `allow` leaves out events a caller could not send in a state (a record outside their scope).
 */
export function edgePaths(
  machine: AnyStateMachine,
  definition: WorkflowDefinition,
  record: Record<string, unknown>,
  actors: WorkflowActor[],
  allow: EventFilter = () => true,
): EdgePath[] {
  const callers = [...actors, { role: SYSTEM_ROLE }];
  const all = definition.transitions.flatMap((edge) => callers.filter((actor) => names(edge, actor)).map((actor) => edgeEvent(edge, actor)));
  const events = (snapshot: { value: unknown }) => all.filter((event) => allow(event, String(snapshot.value)));
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
    return callers
      .filter((actor) => names(edge, actor) && allow(edgeEvent(edge, actor), edge.from) && edgeFor(machine, definition, edge.from, record, edgeEvent(edge, actor)) === edge)
      .map((actor) => ({ edge, actor, events: [...before, edgeEvent(edge, actor)] }));
  });
}
