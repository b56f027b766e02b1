/**
 * The clock of timed transitions (`after:` in spec/workflows): every interval, each bound workflow's
 * due records take their timed event as the system. Several instances may run it at once: the
 * version check lets one of them move a record, the others skip it.
 */
import type { FastifyInstance } from 'fastify';
import { runRepeatedly } from '../background/run-repeatedly.ts';
import { tableEntities } from '../resources/entities.ts';
import { runTimedTransitions } from './timed-transitions.ts';
import { boundWorkflowNames, workflowBinding } from './workflow-binding.ts';

/** The bound workflows that have timed transitions. */
function timedWorkflows() {
  const tables = new Set(tableEntities().map((e) => e.name));
  return boundWorkflowNames((entity) => tables.has(entity))
    .map(workflowBinding)
    .filter((w) => w.definition.transitions.some((t) => t.after));
}

/** Runs the timed transitions soon after the start, then every `intervalMs` at the time `clock` gives, until the app closes. */
export function startTimedScheduler(app: FastifyInstance, intervalMs: number, clock: () => Date): void {
  const workflows = timedWorkflows();
  // A failed round is retried at the next one; the records are untouched by a rolled-back step.
  runRepeatedly(app, 'timed transitions', intervalMs, async () => {
    for (const workflow of workflows) {
      const moved = await runTimedTransitions(app, workflow, clock());
      if (moved > 0) app.log.info({ workflow: workflow.definition.workflow, moved }, 'timed transitions taken');
    }
  });
}
