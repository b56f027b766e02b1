/** Replays a machine path through the API: each user's step as that user, a timed step through the timed-transition runner. */
import { expect } from 'vitest';
import { edgeFor } from '../../../src/shared/workflow/decide.ts';
import type { WorkflowEvent, WorkflowTransition } from '../../../src/shared/workflow/types.ts';
import { runTimedTransitions } from '../../../src/server/platform/workflow/timed-transitions.ts';
import { workflowBinding } from '../../../src/server/platform/workflow/workflow-binding.ts';
import type { TestApp } from '../harness.ts';
import type { TestUser } from './access-model.ts';
import { takeStep, type CreatedRecord } from './api-steps.ts';
import type { BoundWorkflow } from './bound-workflows.ts';

/** The record's state code as stored. */
export async function stateInDb(t: TestApp, w: BoundWorkflow, id: number): Promise<string> {
  const { rows } = await t.db.query<{ state: string }>(`SELECT data->>'${w.definition.field}' AS state FROM ${w.entity.table} WHERE id = $1`, [id]);
  return rows[0]!.state;
}

/**
 * Makes the record look as if it had been in its state for `ms` longer (creation and last state change),
 * and its `since` date (a timer counted from a date of the record: a support request's expiry date) as long past.
 */
async function age(t: TestApp, w: BoundWorkflow, id: number, ms: number, since?: string): Promise<void> {
  await t.db.query(`UPDATE ${w.entity.table} SET created_at = created_at - $2 * interval '1 millisecond' WHERE id = $1`, [id, ms]);
  await t.db.query(`UPDATE state_logs SET created_at = created_at - $3 * interval '1 millisecond' WHERE workflow = $1 AND record_id = $2`, [w.name, id, ms]);
  if (since) await t.db.query(`UPDATE ${w.entity.table} SET data = data || jsonb_build_object($2::text, '2000-01-01') WHERE id = $1`, [id, since]);
}

/**
 * Takes `events` on the record (those before index `from` were taken already), each of which the
 * API must accept: comments always, a fresh upload where the edge takes an attachment, the right
 * SMS code where it asks for one, `version` on the first step when given. Returns the edges taken.
 */
export async function replayPath(
  t: TestApp,
  w: BoundWorkflow,
  record: CreatedRecord,
  events: WorkflowEvent[],
  users: TestUser[],
  options: { version?: number; from?: number } = {},
): Promise<Array<{ edge: WorkflowTransition; role: string }>> {
  const context = { ...record.data, created_by: record.createdBy };
  let state = w.definition.initial;
  const taken: Array<{ edge: WorkflowTransition; role: string }> = [];
  for (const [index, event] of events.entries()) {
    const edge = edgeFor(w.machine, w.definition, state, context, event);
    if (!edge) throw new Error(`${w.name}: the machine refuses ${event.type} by ${event.role} in ${state}`);
    if (index >= (options.from ?? 0)) {
      if (edge.after) {
        await age(t, w, record.id, edge.after.ms + 60_000, edge.after.since);
        expect(await runTimedTransitions(t.app, workflowBinding(w.name), new Date())).toBeGreaterThanOrEqual(1);
      } else {
        const user = users.find((u) => u.id === event.userId && u.userType === event.role)!;
        const first = index === (options.from ?? 0) && options.version !== undefined ? { version: options.version } : {};
        const input = { comment: `${event.type} by ${user.username}`, attach: edge.attachment !== 'none', ...(edge.otp ? { otp: 'right' as const } : {}), ...first };
        const { response } = await takeStep(t, w, record.id, event.type, user, input);
        expect(response.statusCode, `${w.name}: ${user.username} ${event.type} in ${state}: ${response.body}`).toBe(200);
      }
    }
    taken.push({ edge, role: event.role });
    state = edge.to;
  }
  return taken;
}
