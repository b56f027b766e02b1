/**
 * Internal notes: a step whose transition names `comment_readers:` (spec/workflows) keeps its comment
 * for those user types. Everyone else who reads the record's history sees the step without it, in
 * JSON answers and in prints alike.
 */
import type { WorkflowDefinition } from '../../../shared/workflow/types.ts';

type LoggedStep = { event: string; from_state: string; to_state: string; comment: string | null };

/** The logged step's comment as a user of `readerType` may read it: null when it is an internal note for others. */
export function commentFor(definition: WorkflowDefinition, row: LoggedStep, readerType: string | undefined): string | null {
  if (row.comment === null) return null;
  const steps = definition.transitions.filter((t) => t.event === row.event);
  // The transition the row records; an older row whose edge has since changed is read by its event.
  const step = steps.find((t) => t.from === row.from_state && t.to === row.to_state) ?? steps[0];
  const readers = step?.commentReaders;
  return !readers || (readerType !== undefined && readers.includes(readerType)) ? row.comment : null;
}
