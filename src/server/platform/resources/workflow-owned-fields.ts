/**
 * Create takes what update would: on a workflow entity, a field its `editable` table gives to some
 * user types (a ticket's `merged_to`, a mission's opinion of a foreign entity) is the workflow's to
 * change; a caller whose user type may edit it in no state does not set it on create either (it is
 * ignored, as `x-state-edit` ignores it), unless the schema requires it (the creator must give it).
 * readOnly fields are never written by a client at all (entities.ts `writable`).
 */
import { workflows } from '../../../../generated/workflows/index.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';
import type { WorkflowDefinition } from '../../../shared/workflow/types.ts';
import type { EntityBinding } from './entities.ts';

type Caller = { user_type: string; ft_department?: string | null };

const definitionOf = (entity: string): WorkflowDefinition | undefined =>
  Object.values(workflows).find((w) => w.definition.entity === entity)?.definition;

/** Every field the workflow's `editable` table names, for any state and user type. */
function governed(definition: WorkflowDefinition): Set<string> {
  return new Set(Object.values(definition.editable).flatMap((byType) => Object.values(byType ?? {}).flat()));
}

/** Fields of `entity` the caller may not set on create (empty for an entity without a workflow). */
export function workflowOwnedFields(entity: EntityBinding, caller: Caller): string[] {
  const definition = definitionOf(entity.name);
  if (!definition) return [];
  // What the caller's user type edits in some state, as itself or as any holder its FT departments play
  // (a transfer's creator is the LE's FT staff; the type is what decides who may create).
  const asType = Object.values(definition.editable).flatMap((byKey) =>
    Object.entries(byKey ?? {}).filter(([key]) => key === caller.user_type || key.startsWith(`${caller.user_type}/`)).flatMap(([, fields]) => fields),
  );
  const mine = new Set([...asType, ...definition.states.flatMap((state) => editableFields(definition, state.name, caller.user_type, caller.ft_department))]);
  const required = new Set(entity.schema.required ?? []);
  return [...governed(definition)].filter((field) => !mine.has(field) && !required.has(field));
}
