/**
 * Server-side checks and effects that workflow transitions name (`checks:` and `effects:` in
 * spec/workflows). Modules name their implementations in their definition (`transitionHooks`);
 * the server refuses to start when a transition names one that no module implements.
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
  /** Every module's checks and effects (an effect that moves a related record passes them on). */
  hooks: TransitionHooks;
};

/** A precondition: throws an ApiError (field errors) to refuse the step. Runs in the step's transaction. */
export type TransitionCheck = (step: TransitionStep) => Promise<void>;
/** A side effect in the step's transaction; `record` is the row after the change. */
export type TransitionEffect = (step: TransitionStep) => Promise<void>;

/**
 * What the server knows of a record beyond its data, for the workflow's guards (a transfer's country
 * is on the restricted list now): merged into the record the machine decides on, never stored.
 */
export type TransitionFacts = (q: Queryable, record: RecordRow) => Promise<Record<string, unknown>>;

export type TransitionHooks = {
  checks: Record<string, TransitionCheck>;
  effects: Record<string, TransitionEffect>;
  /** By workflow name. */
  facts?: Record<string, TransitionFacts>;
};

/** One line per check or effect a workflow names that no module implements. */
export function missingTransitionHooks(registered: TransitionHooks): string[] {
  const problems: string[] = [];
  for (const { definition } of Object.values(workflows)) {
    for (const t of definition.transitions) {
      for (const name of t.checks ?? []) if (!registered.checks[name]) problems.push(`${definition.workflow}.${t.event}: check ${name} is not implemented`);
      for (const name of t.effects ?? []) if (!registered.effects[name]) problems.push(`${definition.workflow}.${t.event}: effect ${name} is not implemented`);
    }
  }
  return [...new Set(problems)];
}
