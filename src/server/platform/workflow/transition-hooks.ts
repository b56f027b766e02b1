/**
 * Server-side checks and effects that workflow transitions name (`checks:` and `effects:` in
 * spec/workflows). Modules register their implementations at start (src/server/modules/registry.ts);
 * the server refuses to start when a transition names one that is not registered.
 */
import type { FastifyRequest } from 'fastify';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { Queryable } from '../../db/database.ts';
import type { WorkflowEvent, WorkflowTransition } from '../../../shared/workflow/types.ts';
import type { RecordRow } from '../resources/records-repository.ts';
import type { WorkflowBinding } from './workflow-binding.ts';

/** What a check or effect sees of a step: the record before (and, for effects, after), the edge and the event. */
export type TransitionStep = {
  tx: Queryable;
  workflow: WorkflowBinding;
  edge: WorkflowTransition;
  event: WorkflowEvent;
  record: RecordRow;
  /** The request the step came with; absent for timed transitions. */
  request?: FastifyRequest;
};

/** A precondition: throws an ApiError (field errors) to refuse the step. Runs in the step's transaction. */
export type TransitionCheck = (step: TransitionStep) => Promise<void>;
/** A side effect in the step's transaction; `record` is the row after the change. */
export type TransitionEffect = (step: TransitionStep) => Promise<void>;

export type TransitionHooks = { checks: Record<string, TransitionCheck>; effects: Record<string, TransitionEffect> };

const registered: TransitionHooks = { checks: {}, effects: {} };

/** Adds a module's checks and effects. */
export function registerTransitionHooks(hooks: Partial<TransitionHooks>): void {
  Object.assign(registered.checks, hooks.checks);
  Object.assign(registered.effects, hooks.effects);
}

/** The registered checks and effects. */
export const transitionHooks = (): TransitionHooks => registered;

/** One line per check or effect a workflow names that no module registered. */
export function missingTransitionHooks(): string[] {
  const problems: string[] = [];
  for (const { definition } of Object.values(workflows)) {
    for (const t of definition.transitions) {
      for (const name of t.checks ?? []) if (!registered.checks[name]) problems.push(`${definition.workflow}.${t.event}: check ${name} is not implemented`);
      for (const name of t.effects ?? []) if (!registered.effects[name]) problems.push(`${definition.workflow}.${t.event}: effect ${name} is not implemented`);
    }
  }
  return [...new Set(problems)];
}
