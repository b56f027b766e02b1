import type { ScreenAction } from '../../lib/screen-descriptors.ts';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
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
