/** A transition's attachment: the caller's own unattached upload for the workflow's attachments field, attached to the record. */
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../errors.ts';
import type { WorkflowBinding } from './workflow-binding.ts';

/**
 * Attaches file `fileId` to the record (it then lists under the entity's attachments field and
 * downloads for whoever sees the record). Refuses, as `file_not_found` on `attachment`, a file that
 * is someone else's, already attached, or uploaded for another entity or field.
 */
export async function attachToRecord(tx: Queryable, workflow: WorkflowBinding, recordId: number, fileId: number, userId: number | null): Promise<void> {
  const field = workflow.definition.attachments?.field;
  const { rows } = await tx.query(
    `UPDATE files SET owner_id = $1
      WHERE id = $2 AND created_by = $3 AND owner_entity = $4 AND field = $5 AND owner_id IS NULL RETURNING id`,
    [recordId, fileId, userId, workflow.entity.name, field ?? null],
  );
  if (rows.length === 0) throw fieldError('file_not_found', 'attachment');
}
