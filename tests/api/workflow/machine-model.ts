/**
 * The model of a workflow step through the API: the access spec (403 no grant, 404 out of scope),
 * then the generated machine (403 role never named, 409 state or guard, 400 missing comment,
 * attachment or right OTP, else 200 and the next state). Written from the machine itself, not from
 * the server's decide(), so the server is checked against the chart rather than against itself.
 */
import { transition } from 'xstate';
import type { WorkflowEvent, WorkflowTransition } from '../../../src/shared/workflow/types.ts';
import { grantOf, inScope, type TestUser } from './access-model.ts';
import { codeOf, type BoundWorkflow } from './bound-workflows.ts';

/** A record as the model knows it. */
export type ModelRecord = { id: number; data: Record<string, unknown>; createdBy: number; state: string; logs: number };

/** What a step carries, as the model reads it. */
export type StepShape = { comment?: string; attached: boolean; otp?: 'right' | 'wrong' };

const names = (edge: WorkflowTransition, role: string) => (edge.after ? role === 'system' : edge.userTypes.includes(role));

/** The machine's verdict on `event` in `state` for a record (with `created_by`). */
export function machineVerdict(w: BoundWorkflow, state: string, record: Record<string, unknown>, event: WorkflowEvent, shape: StepShape): { status: number; next: string } {
  const { definition, machine } = w;
  if (!definition.transitions.some((e) => e.event === event.type && names(e, event.role))) return { status: 403, next: state };
  const snapshot = machine.resolveState({ value: state, context: { record } });
  if (!snapshot.can(event)) return { status: 409, next: state };
  const next = String(transition(machine, snapshot, event)[0].value);
  const edge = definition.transitions.find((e) => e.event === event.type && e.from === state && e.to === next && names(e, event.role))!;
  const missing = (edge.comment === 'required' && !shape.comment?.trim()) || (edge.attachment === 'required' && !shape.attached) || (edge.otp && shape.otp !== 'right');
  return missing ? { status: 400, next: state } : { status: 200, next };
}

/** The API's expected answer to `user` taking `event` on `record`. */
export function expectedAnswer(w: BoundWorkflow, record: ModelRecord, user: TestUser, event: string, shape: StepShape): { status: number; next: string } {
  const grant = grantOf(w.events[event]!.operationId, user.userType);
  if (!grant) return { status: 403, next: record.state };
  const data = { ...record.data, [w.definition.field]: codeOf(w.definition, record.state) };
  if (!inScope(grant, data, record.createdBy, user)) return { status: 404, next: record.state };
  const sent: WorkflowEvent = { type: event, role: user.userType, userId: user.id, ftDepartment: user.ftDepartment, ...(shape.comment ? { comment: shape.comment } : {}) };
  return machineVerdict(w, record.state, { ...record.data, created_by: record.createdBy }, sent, shape);
}

/** Whether the API lets the caller of `event` act on the record in `state` at all: a grant, and the record in its scope. */
export function reachable(w: BoundWorkflow, data: Record<string, unknown>, createdBy: number, users: TestUser[], event: WorkflowEvent, state: string): boolean {
  if (event.role === 'system') return true;
  const user = users.find((u) => u.id === event.userId && u.userType === event.role);
  const grant = user && grantOf(w.events[event.type]!.operationId, user.userType);
  return !!grant && inScope(grant, { ...data, [w.definition.field]: codeOf(w.definition, state) }, createdBy, user);
}
