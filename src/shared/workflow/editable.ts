/** Which fields a user may change on a workflow record in a given state (`editable` in spec/workflows). */
import { listableKey } from './listable.ts';
import type { WorkflowDefinition } from './types.ts';

/**
 * Fields a user of `userType` may change in `state`: the state's own list plus `*` (every state but a
 * final one). A user whose FT department plays a holder of its own (an LE FT staff, not its manager)
 * gets that holder's fields only; any other user, what every holder of the type may edit.
 */
export function editableFields(definition: WorkflowDefinition, state: string | undefined, userType: string, ftDepartment?: string | null): string[] {
  if (!state) return [];
  const own = ftDepartment ? listableKey(userType, ftDepartment) : undefined;
  const key = own && definition.departmentKeys.includes(own) ? own : userType;
  const final = definition.states.find((s) => s.name === state)?.final ?? true;
  return [...new Set([...(definition.editable[state]?.[key] ?? []), ...(final ? [] : (definition.editable['*']?.[key] ?? []))])];
}
