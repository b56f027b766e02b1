/** Which fields a user type may change on a workflow record in a given state (`editable` in spec/workflows). */
import type { WorkflowDefinition } from './types.ts';

/** Fields `userType` may change in `state`: the state's own list plus `*` (every state but a final one). */
export function editableFields(definition: WorkflowDefinition, state: string | undefined, userType: string): string[] {
  if (!state) return [];
  const final = definition.states.find((s) => s.name === state)?.final ?? true;
  return [...new Set([...(definition.editable[state]?.[userType] ?? []), ...(final ? [] : (definition.editable['*']?.[userType] ?? []))])];
}
