import { editOperations, workflows } from '../../../../generated/workflows/index.ts';
import type { ScreenAction } from '../../lib/screen-descriptors.ts';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';
import { workflowOfEntity, type WorkflowUser } from '../workflow/workflow-of-entity.ts';

/**
 * Workflow events the user may take on the record now, as the server decides them
 * (src/shared/workflow/decide.ts): none without a workflow, a known state or a user.
 */
export function eventsOffered(entity: string, record: Record<string, unknown>, user: WorkflowUser): Set<string> {
  const { userType, userId, ftDepartment } = user;
  const workflow = workflowOfEntity(entity);
  if (!workflow || !userType) return new Set();
  const state = stateOfCode(workflow.definition, record[workflow.definition.field]);
  if (!state) return new Set();
  return new Set(availableEvents(workflow.machine, workflow.definition, state, record, { role: userType, ...(userId === undefined ? {} : { userId }), ftDepartment: ftDepartment ?? null }).map((t) => t.event));
}

/** Events that screen actions take over from the action bar: the action leads to a page that takes the event. */
export const eventsOfActions = (actions: ScreenAction[]): string[] => actions.flatMap((action) => (action.event ? [action.event] : []));

/**
 * Whether an action's operation may change the record now: an `x-state-edit` operation only while
 * its workflow's `editable` opens a field to the user (type, and FT department) in the record's state (a fund
 * transaction's Edit shows on its draft only); any other operation always.
 */
export function editableNow(operationId: string, record: Record<string, unknown> | undefined, userType: string | undefined, ftDepartment?: string | null): boolean {
  const workflow = editOperations[operationId] ? workflows[editOperations[operationId]] : undefined;
  if (!workflow || !record) return true;
  const { definition } = workflow;
  return !!userType && editableFields(definition, stateOfCode(definition, record[definition.field]), userType, ftDepartment).length > 0;
}
