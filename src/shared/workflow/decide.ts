/** The one decision of a workflow step, shared by the server (enforces it) and the portal (shows buttons). */
import { transition, type AnyStateMachine } from 'xstate';
import { SYSTEM_ROLE, type WorkflowContext, type WorkflowDefinition, type WorkflowEvent, type WorkflowTransition } from './types.ts';

/** Why a step is refused: HTTP status and error code (`errors.<code>`). */
export type Refusal = { status: 400 | 403 | 409; code: string; field?: string };

/** The outcome of asking for an event: refused, or the edge taken with the flags and recipients it leaves. */
export type Decision =
  | { ok: false; refusal: Refusal }
  | { ok: true; edge: WorkflowTransition; to: string; flags: Record<string, boolean>; notify: string[] };

/** The state whose code the record holds (codes compare as strings: 0 and "0" are the same state). */
export function stateOfCode(definition: WorkflowDefinition, code: unknown): string | undefined {
  return definition.states.find((s) => String(s.code) === String(code))?.name;
}

/** The machine's snapshot for a record in `state`. */
export function snapshotAt(machine: AnyStateMachine, state: string, record: Record<string, unknown>) {
  const context: WorkflowContext = { record };
  return machine.resolveState({ value: state, context });
}

/** Is `edge` one `role` takes: a user type it names, or the system for a timed edge? */
const takenBy = (edge: WorkflowTransition, role: string): boolean => (edge.after ? role === SYSTEM_ROLE : edge.userTypes.includes(role));

/** May `role` take `event` anywhere in the workflow? If not, the answer is 403 whatever the state. */
export const roleMayTake = (definition: WorkflowDefinition, event: string, role: string): boolean =>
  definition.transitions.some((t) => t.event === event && takenBy(t, role));

/** Decides `event` for a record in `state`: 403 role, 409 state, 400 missing comment/attachment/OTP, or the step. */
export function decide(
  machine: AnyStateMachine,
  definition: WorkflowDefinition,
  state: string,
  record: Record<string, unknown>,
  event: WorkflowEvent,
): Decision {
  if (!roleMayTake(definition, event.type, event.role)) return { ok: false, refusal: { status: 403, code: 'forbidden' } };
  const edge = edgeFor(machine, definition, state, record, event);
  if (!edge) return { ok: false, refusal: { status: 409, code: 'transition_not_allowed' } };
  const [, actions] = transition(machine, snapshotAt(machine, state, record), event);
  const to = edge.to;
  if (edge.comment === 'required' && !event.comment?.trim()) return { ok: false, refusal: { status: 400, code: 'comment_required', field: 'comment' } };
  if (edge.attachment === 'required' && event.attachment === undefined) {
    return { ok: false, refusal: { status: 400, code: 'attachment_required', field: 'attachment' } };
  }
  if (edge.otp && !event.otp) return { ok: false, refusal: { status: 400, code: 'otp_required', field: 'otp' } };
  const flags: Record<string, boolean> = {};
  const notify: string[] = [];
  for (const action of actions as Array<{ type: string; params?: Record<string, unknown> }>) {
    if (action.type === 'setFlags') Object.assign(flags, action.params?.flags);
    if (action.type === 'notify') notify.push(...((action.params?.roles as string[]) ?? []));
  }
  return { ok: true, edge, to, flags, notify };
}

/** Who asks, as the machine's guards see it. */
export type WorkflowActor = Pick<WorkflowEvent, 'role' | 'userId' | 'ftDepartment'>;

/** The edge `actor` would take with `event` from `state`, or undefined when the machine refuses it there. */
export function edgeFor(
  machine: AnyStateMachine,
  definition: WorkflowDefinition,
  state: string,
  record: Record<string, unknown>,
  event: WorkflowEvent,
): WorkflowTransition | undefined {
  const snapshot = snapshotAt(machine, state, record);
  if (!snapshot.can(event)) return undefined;
  const to = String(transition(machine, snapshot, event)[0].value);
  return definition.transitions.find((t) => t.event === event.type && t.from === state && t.to === to && takenBy(t, event.role));
}

/** The transitions `actor` may take now on a record in `state`, one per event (what the action bar shows). */
export function availableEvents(
  machine: AnyStateMachine,
  definition: WorkflowDefinition,
  state: string,
  record: Record<string, unknown>,
  actor: WorkflowActor,
): WorkflowTransition[] {
  const events = [...new Set(definition.transitions.filter((t) => t.from === state && !t.after && t.userTypes.includes(actor.role)).map((t) => t.event))];
  return events.flatMap((type) => edgeFor(machine, definition, state, record, { ...actor, type }) ?? []);
}
