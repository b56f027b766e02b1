/**
 * The clock of timed transitions (`after:` in spec/workflows): every interval, each bound workflow's
 * due records take their timed event as the system. Several instances may run it at once: the
 * version check lets one of them move a record, the others skip it.
 */
import type { FastifyInstance } from 'fastify';
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

/** Runs the timed transitions now, then every `intervalMs` at the time `clock` gives, until the app closes. */
export function startTimedScheduler(app: FastifyInstance, intervalMs: number, clock: () => Date): void {
  const workflows = timedWorkflows();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      for (const workflow of workflows) {
        const moved = await runTimedTransitions(app.db, workflow, clock());
        if (moved > 0) app.log.info({ workflow: workflow.definition.workflow, moved }, 'timed transitions taken');
      }
    } catch (error) {
      // A failed round is retried at the next tick; the records are untouched by a rolled-back step.
      app.log.error({ err: error }, 'timed transitions failed');
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(0);
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
