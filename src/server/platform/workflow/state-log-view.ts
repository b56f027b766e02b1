/** Turns a state-log row into the API's StateLog (spec/api/workflows.yaml). */
import type { WorkflowDefinition } from '../../../shared/workflow/types.ts';
import { commentFor } from './internal-comments.ts';
import type { StateLogRow } from './state-logs-repository.ts';

const codeOrName = (definition: WorkflowDefinition, state: string) => definition.states.find((s) => s.name === state)?.code ?? state;

/**
 * One entry of a record's history: who took which event from which state to which, when, and the
 * comment when `readerType` may read it (an internal note of the step's `comment_readers` otherwise null).
 */
export function stateLogView(definition: WorkflowDefinition, row: StateLogRow, readerType: string | undefined) {
  return {
    id: Number(row.id),
    event: row.event,
    from: row.from_state,
    to: row.to_state,
    from_code: codeOrName(definition, row.from_state),
    to_code: codeOrName(definition, row.to_state),
    user: row.user_id === null ? null : Number(row.user_id),
    user_name: row.user_name,
    role: row.role,
    comment: commentFor(definition, row, readerType),
    attachment: row.attachment_file_id === null ? null : Number(row.attachment_file_id),
    created: new Date(row.created_at).toISOString(),
  };
}
