import { HistoryPanel } from './history-panel.tsx';
import { ActionBar } from './action-bar.tsx';
import { workflowOfEntity } from './workflow-of-entity.ts';

/** The workflow part of a detail screen: the action bar for the signed-in role, then the history. Nothing for entities without a workflow. */
export function WorkflowActions(props: { entity: string; record: Record<string, unknown>; userType?: string; onChanged: () => void }) {
  const workflow = workflowOfEntity(props.entity);
  if (!workflow) return null;
  return <ActionBar workflow={workflow} record={props.record} userType={props.userType} onDone={props.onChanged} />;
}

/** The history panel of a workflow record. */
export function WorkflowHistory(props: { entity: string; record: Record<string, unknown> }) {
  const workflow = workflowOfEntity(props.entity);
  if (!workflow) return null;
  return <HistoryPanel workflow={workflow} recordId={Number(props.record.id)} version={props.record[workflow.definition.field]} />;
}
