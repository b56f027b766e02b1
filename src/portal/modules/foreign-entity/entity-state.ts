import { workflows } from '../../../../generated/workflows/index.ts';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';

const workflow = () => workflows['foreign-entity']!;

/** The entity's workflow state (`pending`, `approved`, …). */
export const entityState = (record: Record<string, unknown>): string | undefined => stateOfCode(workflow().definition, record.status);

/**
 * Whether `userType` may still change the entity's registration (its form and registration
 * documents): the workflow opens some of the entity's fields to it in the entity's state
 * (`editable` of spec/workflows/foreign-entity.yaml).
 */
export const mayEditRegistration = (record: Record<string, unknown>, userType: string | undefined): boolean =>
  !!userType && editableFields(workflow().definition, entityState(record), userType).length > 0;

/** Whether the workflow would let `role` take `event` on the entity now. */
export function offersEvent(record: Record<string, unknown>, role: string, event: string): boolean {
  const state = entityState(record);
  if (!state) return false;
  return availableEvents(workflow().machine, workflow().definition, state, record, { role }).some((t) => t.event === event);
}
