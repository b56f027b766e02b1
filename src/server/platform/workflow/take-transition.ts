/**
 * The one path of every state change: load state and version, decide with the generated machine
 * for the caller's role, then save the new state, one state-log row and the outbox rows in one
 * transaction guarded by the version (a concurrent change makes it 409).
 */
import type { Database } from '../../db/database.ts';
import { decide, stateOfCode } from '../../../shared/workflow/decide.ts';
import type { WorkflowEvent } from '../../../shared/workflow/types.ts';
import { ApiError, fieldError, notFound } from '../errors.ts';
import { recordsRepository, type RecordRow, type Where } from '../resources/records-repository.ts';
import { stateLogsRepository } from './state-logs-repository.ts';
import { codeOf, type WorkflowBinding } from './workflow-binding.ts';

/**
 * What the caller asks: the event on record `id`, within the records their scope reaches.
 * `verifyOtp` checks the mobile OTP of transitions marked `otp`; without it they are refused
 * (deny by default until the identity work's OTP check is wired in).
 */
export type TransitionRequest = { id: number; where: Where; userId: number | null; event: WorkflowEvent; verifyOtp?: (otp: string) => Promise<boolean> };

/** The record as the machine sees it: its data plus who created it. */
export const machineRecord = (row: RecordRow): Record<string, unknown> => ({ ...row.data, created_by: row.created_by === null ? null : Number(row.created_by) });

/** Takes the transition or throws the ApiError the refusal maps to; returns the updated row. */
export async function takeTransition(db: Database, workflow: WorkflowBinding, request: TransitionRequest): Promise<RecordRow> {
  const { definition, machine, entity } = workflow;
  const row = await recordsRepository(db, entity).find(request.id, request.where);
  if (!row) throw notFound();
  const from = stateOfCode(definition, row.data[definition.field]);
  if (!from) throw new ApiError(409, 'transition_not_allowed');
  const decision = decide(machine, definition, from, machineRecord(row), request.event);
  if (!decision.ok) {
    const { status, code, field } = decision.refusal;
    throw field ? fieldError(code, field) : new ApiError(status, code);
  }
  const { event } = request;
  if (decision.edge.otp && !(request.verifyOtp && (await request.verifyOtp(event.otp!)))) throw fieldError('otp_invalid', 'otp');
  return db.transaction(async (tx) => {
    if (event.attachment !== undefined) {
      const { rows } = await tx.query('SELECT id FROM files WHERE id = $1 AND created_by = $2', [event.attachment, request.userId]);
      if (rows.length === 0) throw fieldError('file_not_found', 'attachment');
    }
    const patch = { ...decision.flags, [definition.field]: codeOf(definition, decision.to) };
    const { rows } = await tx.query<RecordRow>(
      `UPDATE ${entity.table} SET data = data || $3::jsonb, version = version + 1, updated_at = now()
        WHERE id = $1 AND version = $2 RETURNING *`,
      [row.id, row.version, JSON.stringify(patch)],
    );
    // Someone changed the record since it was read: their step won, this one is refused.
    if (rows.length === 0) throw new ApiError(409, 'conflict');
    const logs = stateLogsRepository(tx);
    const logId = await logs.insert({
      workflow: definition.workflow, record_id: Number(row.id), user_id: request.userId, role: event.role,
      from_state: from, to_state: decision.to, event: event.type, comment: event.comment?.trim() || null,
      attachment_file_id: event.attachment ?? null,
    });
    if (decision.notify.length) await logs.enqueue(definition.workflow, Number(row.id), logId, decision.notify);
    return rows[0]!;
  });
}
