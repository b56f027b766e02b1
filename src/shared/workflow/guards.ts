/** Named conditions a workflow transition may ask for (`guard:` in spec/workflows); pure functions of record and event. */
import type { WorkflowContext, WorkflowEvent } from './types.ts';

/** A named condition: true when the transition may be taken. */
export type WorkflowGuard = (args: { context: WorkflowContext; event: WorkflowEvent }) => boolean;

/** Every guard a workflow file may name; codegen refuses any other name. */
export const workflowGuards = {
  /** The caller created the record (the reporter of a ticket). */
  isOwner: ({ context, event }) => event.userId !== undefined && Number(context.record.created_by) === event.userId,
  /** A regular (r) fund transfer. */
  isRegular: ({ context }) => context.record.request_type === 'r',
  /** A direct (d) fund transfer. */
  isDirect: ({ context }) => context.record.request_type === 'd',
} satisfies Record<string, WorkflowGuard>;

/** Names of the guards, for codegen's check. */
export const workflowGuardNames: string[] = Object.keys(workflowGuards);
