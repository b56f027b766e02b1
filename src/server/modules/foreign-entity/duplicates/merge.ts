/**
 * Merging a duplicate into the entity that stays: its documents, reviews, bank details, modify
 * requests, audits and registration values move to the kept entity (values the kept one already has
 * win; every change stays in the value history); the duplicate keeps its own state log and is
 * archived, flagged merged, with `merged_into`. Nothing is deleted.
 */
import type { Queryable } from '../../../db/database.ts';

/** Record tables whose rows belong to a foreign entity through `data.foreign_entity`. */
const CHILD_TABLES = ['foreign_entity_file_records', 'checklist_remark_records', 'bank_detail_records', 'modify_request_records', 'fe_audit_records'];

/** Moves everything that belongs to `from` over to `into`, in the caller's transaction. */
export async function moveBelongings(tx: Queryable, from: number, into: number): Promise<void> {
  for (const table of CHILD_TABLES) {
    await tx.query(`UPDATE ${table} SET data = jsonb_set(data, '{foreign_entity}', to_jsonb($2::bigint)), version = version + 1, updated_at = now() WHERE data->>'foreign_entity' = $1`, [String(from), into]);
  }
  await tx.query(
    `UPDATE form_values v SET record = $2 WHERE v.form = 'foreign_entity' AND v.record = $1
        AND NOT EXISTS (SELECT 1 FROM form_values k WHERE k.form = v.form AND k.record = $2 AND k.field = v.field)`,
    [from, into],
  );
  await tx.query(`UPDATE form_value_history SET record = $2 WHERE form = 'foreign_entity' AND record = $1`, [from, into]);
}
