import { HistoryPanel } from './history-panel.tsx';
import { ActionBar } from './action-bar.tsx';
import { workflowOfEntity, type WorkflowUser } from './workflow-of-entity.ts';

/**
 * The workflow part of a detail screen: the action bar for the signed-in user (but the `except`
 * events), handing the record in its new state to `onChanged`. Nothing for entities without a workflow.
 */
export function WorkflowActions(props: { entity: string; record: Record<string, unknown>; user: WorkflowUser; except?: readonly string[]; onChanged: (record: Record<string, unknown>) => void }) {
  const workflow = workflowOfEntity(props.entity);
  if (!workflow) return null;
  return <ActionBar workflow={workflow} record={props.record} user={props.user} except={props.except} onDone={props.onChanged} />;
}

/** The history panel of a workflow record. */
export function WorkflowHistory(props: { entity: string; record: Record<string, unknown> }) {
  const workflow = workflowOfEntity(props.entity);
  if (!workflow) return null;
  return <HistoryPanel workflow={workflow} record={props.record} version={props.record.version ?? props.record[workflow.definition.field]} />;
}
