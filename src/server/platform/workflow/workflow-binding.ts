/** A workflow with its machine and the entity table its records live in. */
import type { AnyStateMachine } from 'xstate';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { WorkflowDefinition } from '../../../shared/workflow/types.ts';
import { entityBinding, type EntityBinding } from '../resources/entities.ts';

export type WorkflowBinding = { definition: WorkflowDefinition; machine: AnyStateMachine; entity: EntityBinding };

/** The workflow `name` bound to its entity's table; throws when the entity has no table yet. */
export function workflowBinding(name: string): WorkflowBinding {
  const workflow = workflows[name];
  if (!workflow) throw new Error(`Unknown workflow ${name}`);
  return { ...workflow, entity: entityBinding(workflow.definition.entity) };
}

/** The workflows whose entity has a table (the others wait for their entity). */
export function boundWorkflowNames(hasTable: (entity: string) => boolean): string[] {
  return Object.values(workflows)
    .filter((w) => hasTable(w.definition.entity))
    .map((w) => w.definition.workflow);
}

/** The stored code of a state. */
export const codeOf = (definition: WorkflowDefinition, state: string): string | number => definition.states.find((s) => s.name === state)!.code;
