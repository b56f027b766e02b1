/**
 * The one path of every state change: load state and version, decide with the generated machine
 * for the caller's role, run the transition's checks, then save the new state, one state-log row,
 * the outbox rows and the transition's effects in one transaction guarded by the version (a
 * concurrent change makes it 409).
 */
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { decide, stateOfCode, type Decision } from '../../../shared/workflow/decide.ts';
import type { WorkflowEvent } from '../../../shared/workflow/types.ts';
import { recordMiss } from '../access/record-miss.ts';
import { ApiError, fieldError } from '../errors.ts';
import { recordsRepository, type RecordRow, type Where } from '../resources/records-repository.ts';
import { stateLogsRepository } from './state-logs-repository.ts';
import { notifyStep } from './step-notifications.ts';
import { attachToRecord } from './transition-attachment.ts';
import type { TransitionHooks } from './transition-hooks.ts';
import { codeOf, type WorkflowBinding } from './workflow-binding.ts';

/**
 * What the caller asks: the event on record `id`, within the records their scope reaches.
 * `version`, when given, is the version of the record the caller acted on: another one is 409.
 * `verifyOtp` checks the mobile OTP of transitions marked `otp`; without it they are refused.
 */
export type TransitionRequest = {
  id: number;
  where: Where;
  userId: number | null;
  event: WorkflowEvent;
  version?: number;
  verifyOtp?: (q: Queryable, otp: string) => Promise<boolean>;
  /** The HTTP request the step came with (checks and effects may read it). */
  request?: FastifyRequest;
  /** The modules' checks and effects the transition may name (`app.modules.transitionHooks`). */
  hooks: TransitionHooks;
};

/** The record as the machine sees it: its data plus who created it. */
export const machineRecord = (row: RecordRow): Record<string, unknown> => ({ ...row.data, created_by: row.created_by === null ? null : Number(row.created_by) });

// Someone changed the record since the caller read it: their step won, this one is refused.
const conflict = () => new ApiError(409, 'conflict');

type Decided = { row: RecordRow; from: string; decision: Extract<Decision, { ok: true }> };

/** Loads the record in scope and decides the event; throws the refusal's ApiError. */
async function decideOn(q: Queryable, workflow: WorkflowBinding, request: TransitionRequest): Promise<Decided> {
  const { definition, machine, entity } = workflow;
  const row = await recordsRepository(q, entity).find(request.id, request.where);
  if (!row) throw await recordMiss(q, entity, request.id);
  if (request.version !== undefined && request.version !== row.version) throw conflict();
  const from = stateOfCode(definition, row.data[definition.field]);
  if (!from) throw new ApiError(409, 'transition_not_allowed');
  const facts = (await request.hooks.facts?.[definition.workflow]?.(q, row)) ?? {};
  const decision = decide(machine, definition, from, { ...machineRecord(row), ...facts }, request.event);
  if (!decision.ok) {
    const { status, code, field } = decision.refusal;
    throw field ? fieldError(code, field) : new ApiError(status, code);
  }
  return { row, from, decision };
}

/** Checks, the versioned update, attachment, state-log and outbox rows, then the effects — all in `tx`. */
async function commit(tx: Queryable, workflow: WorkflowBinding, request: TransitionRequest, { row, from, decision }: Decided): Promise<RecordRow> {
  const { definition, entity } = workflow;
  const { event } = request;
  const { hooks } = request;
  const step = { tx, workflow, edge: decision.edge, event, record: row, hooks, ...(request.request ? { request: request.request } : {}) };
  for (const name of decision.edge.checks ?? []) await hooks.checks[name]!(step);
  const patch = { ...decision.flags, [definition.field]: codeOf(definition, decision.to) };
  const { rows } = await tx.query<RecordRow>(
    `UPDATE ${entity.table} SET data = data || $3::jsonb, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 RETURNING *`,
    [row.id, row.version, JSON.stringify(patch)],
  );
  if (rows.length === 0) throw conflict();
  if (event.attachment !== undefined) await attachToRecord(tx, workflow, Number(row.id), event.attachment, request.userId);
  const logs = stateLogsRepository(tx);
  const logId = await logs.insert({
    workflow: definition.workflow, record_id: Number(row.id), user_id: request.userId, role: event.role,
    from_state: from, to_state: decision.to, event: event.type, comment: event.comment?.trim() || null,
    attachment_file_id: event.attachment ?? null,
  });
  if (decision.notify.length) {
    const step = { stateLogId: logId, event: event.type, actorId: request.userId, notify: decision.notify };
    await notifyStep(tx, workflow, rows[0]!, step);
  }
  if (!decision.edge.effects?.length) return rows[0]!;
  for (const name of decision.edge.effects) await hooks.effects[name]!({ ...step, record: rows[0]! });
  // Effects may have changed the record again.
  return (await tx.query<RecordRow>(`SELECT * FROM ${entity.table} WHERE id = $1`, [row.id])).rows[0]!;
}

/** OTP steps need the caller's code; a wrong code spends the challenge even though the step fails. */
async function checkOtp(q: Queryable, request: TransitionRequest, decided: Decided): Promise<void> {
  if (decided.decision.edge.otp && !(request.verifyOtp && (await request.verifyOtp(q, request.event.otp!)))) throw fieldError('otp_invalid', 'otp');
}

/** Takes the transition or throws the ApiError the refusal maps to; returns the updated row. */
export async function takeTransition(db: Database, workflow: WorkflowBinding, request: TransitionRequest): Promise<RecordRow> {
  const decided = await decideOn(db, workflow, request);
  await checkOtp(db, request, decided);
  return db.transaction((tx) => commit(tx, workflow, request, decided));
}

/** The same step inside a transaction that is already open (an effect moving a related record, a bespoke handler changing data and state together). */
export async function takeTransitionIn(tx: Queryable, workflow: WorkflowBinding, request: TransitionRequest): Promise<RecordRow> {
  const decided = await decideOn(tx, workflow, request);
  await checkOtp(tx, request, decided);
  return commit(tx, workflow, request, decided);
}
