/**
 * Every bound workflow (its entity has a table) with the operations the spec gives it, read from
 * the generated tables: the generic workflow tests cover a newly bound workflow with no change here.
 */
import { operations } from '../../../generated/api/operations.ts';
import { stateLogOperations, transitionOperations, workflows } from '../../../generated/workflows/index.ts';
import { entityBinding, tableEntities, type EntityBinding } from '../../../src/server/platform/resources/entities.ts';
import type { OperationDescriptor } from '../../../src/shared/spec-model.ts';
import type { WorkflowDefinition } from '../../../src/shared/workflow/types.ts';
import type { AnyStateMachine } from 'xstate';
import { recordFactories } from './record-factories.ts';
import { serverSteps } from './server-steps.ts';

/** An operation on one record: the id goes in path `{id}` or in the query parameter `record`. */
export type RecordOperation = { operationId: string; record?: string; /** Taken by the handler of `operationId` from its request (server-steps.ts), not asked for. */ server?: true };

export type BoundWorkflow = {
  name: string;
  definition: WorkflowDefinition;
  machine: AnyStateMachine;
  entity: EntityBinding;
  create: OperationDescriptor;
  /** event → the operation taking it. */
  events: Record<string, RecordOperation>;
  log: RecordOperation;
};

const all = Object.values(operations) as OperationDescriptor[];

/** `POST` path and query of a record operation. */
export function addressOf(operation: RecordOperation, id: number): { path: string; query?: Record<string, number> } {
  const path = (operations as Record<string, OperationDescriptor>)[operation.operationId]!.path;
  return operation.record ? { path, query: { [operation.record]: id } } : { path: path.replace('{id}', String(id)) };
}

/**
 * Checks the example records always meet: `missionAccredited` (a fund transfer's mission, 1, the
 * Amman embassy, is accredited for Iraq, where its foreign entity, 2, is). The module's own tests
 * show the check refusing (tests/api/workflow-fund-transfer.test.ts).
 */
const CHECKS_EXAMPLES_MEET = new Set(['missionAccredited']);
const met = (workflow: string, name: string) => CHECKS_EXAMPLES_MEET.has(name) || !!recordFactories[workflow]?.meets.includes(name);

/**
 * The workflows whose entity has a table, each with its create, transition and log operations.
 * Workflows whose transitions name other server-side checks or effects need records around them: a
 * factory makes them (record-factories.ts: a fund transaction's transfers); where none can (foreign
 * entity, modify request: documents, form values, a related entity), their module's tests replay
 * their paths (tests/api/foreign-entities-workflow.test.ts).
 */
export function boundWorkflows(): BoundWorkflow[] {
  const tables = new Set(tableEntities().map((e) => e.name));
  return Object.values(workflows)
    .filter((w) => tables.has(w.definition.entity))
    .filter((w) => w.definition.transitions.every((t) => [...t.checks, ...t.effects].every((name) => met(w.definition.workflow, name))))
    .map(({ definition, machine }) => {
      const name = definition.workflow;
      const create = all.find((o) => o.resource?.entity === definition.entity && o.resource.action === 'create');
      const events: Record<string, RecordOperation> = Object.fromEntries(
        Object.entries(transitionOperations)
          .filter(([, t]) => t.workflow === name)
          .map(([operationId, t]) => [t.event, { operationId, ...(t.record ? { record: t.record } : {}) }]),
      );
      // Steps a bespoke handler takes (`by:`), through the operation that causes them (server-steps.ts).
      for (const [event, step] of Object.entries(serverSteps[name] ?? {})) if (!events[event]) events[event] = { operationId: step.operationId, server: true };
      const log = Object.entries(stateLogOperations).find(([, l]) => l.workflow === name && !l.events);
      if (!create || !log) throw new Error(`Workflow ${name} is bound but has no create or state-log operation`);
      return { name, definition, machine, entity: entityBinding(definition.entity), create, events, log: { operationId: log[0], ...(log[1].record ? { record: log[1].record } : {}) } };
    });
}

/** The stored code of a state. */
export const codeOf = (definition: WorkflowDefinition, state: string) => definition.states.find((s) => s.name === state)!.code;
