/** Rows of `state_logs`: one per state change of any workflow. */
import type { Queryable } from '../../db/database.ts';

export type StateLogRow = {
  id: number | string;
  workflow: string;
  record_id: number | string;
  user_id: number | string | null;
  user_name: string | null;
  role: string;
  from_state: string;
  to_state: string;
  event: string;
  comment: string | null;
  attachment_file_id: number | string | null;
  created_at: Date | string;
};

export type NewStateLog = Omit<StateLogRow, 'id' | 'created_at' | 'user_name'>;

/** Repository over the state log, for a connection or a transaction. */
export function stateLogsRepository(q: Queryable) {
  return {
    async insert(log: NewStateLog): Promise<number> {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO state_logs (workflow, record_id, user_id, role, from_state, to_state, event, comment, attachment_file_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [log.workflow, log.record_id, log.user_id, log.role, log.from_state, log.to_state, log.event, log.comment, log.attachment_file_id],
      );
      return Number(rows[0]!.id);
    },
    /** The record's state changes, oldest first, with the name of who made each. */
    async list(workflow: string, recordId: number): Promise<StateLogRow[]> {
      const { rows } = await q.query<StateLogRow>(
        `SELECT l.*, u.name AS user_name FROM state_logs l LEFT JOIN users u ON u.id = l.user_id
          WHERE l.workflow = $1 AND l.record_id = $2 ORDER BY l.id`,
        [workflow, recordId],
      );
      return rows;
    },
  };
}
