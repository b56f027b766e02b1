/**
 * Timed transitions (`after:` in spec/workflows): records that have stayed in a state longer than
 * the duration take the event as the `system` role, through the same path as every other change.
 */
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params.ts';
import { SYSTEM_ROLE } from '../../../shared/workflow/types.ts';
import { ApiError } from '../errors.ts';
import { takeTransition } from './take-transition.ts';
import { codeOf, type WorkflowBinding } from './workflow-binding.ts';

/** The calendar `since` dates are read in (the product's days are Kuwait's). */
const TIME_ZONE = 'Asia/Kuwait';

/** Takes every due timed transition of `workflow` at `now`; returns how many records moved. */
export async function runTimedTransitions(app: Pick<FastifyInstance, 'db' | 'modules'>, workflow: WorkflowBinding, now: Date): Promise<number> {
  const { db } = app;
  const { definition, entity } = workflow;
  let moved = 0;
  for (const edge of definition.transitions.filter((t) => t.after)) {
    const params = new SqlParams();
    // Time in the state: since the last state change, or since creation when there was none.
    const inState = `COALESCE((SELECT max(l.created_at) FROM state_logs l WHERE l.workflow = ${params.add(definition.workflow)} AND l.record_id = r.id), r.created_at)`;
    // Or since the start of the record's own date (`since`: a support request's expiry date), Kuwait time; a record without one counts its time in the state.
    const since = edge.after!.since;
    const start = since
      ? `COALESCE(CASE WHEN r.data->>${params.add(since)} ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN (r.data->>${params.add(since)})::date::timestamp AT TIME ZONE ${params.add(TIME_ZONE)}::text END, ${inState})`
      : inState;
    const { rows } = await db.query<{ id: string }>(
      `SELECT r.id FROM ${entity.table} r
        WHERE r.data->>${params.add(definition.field)} = ${params.add(String(codeOf(definition, edge.from)))}
          AND ${start} <= ${params.add(now.toISOString())}::timestamptz - ${params.add(edge.after!.ms)} * interval '1 millisecond'
        ORDER BY r.id`,
      params.values,
    );
    for (const row of rows) {
      try {
        await takeTransition(db, workflow, {
          id: Number(row.id),
          where: { conditions: [], params: new SqlParams() },
          userId: null,
          event: { type: edge.event, role: SYSTEM_ROLE },
          hooks: app.modules.transitionHooks,
        });
        moved += 1;
      } catch (error) {
        // Another instance or a user moved it meanwhile: nothing left to do for this record.
        if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
      }
    }
  }
  return moved;
}
