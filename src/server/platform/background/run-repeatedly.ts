/** Background work of the server: a task run soon after the start and then every interval, stopped when the app closes. */
import type { FastifyInstance } from 'fastify';

/**
 * How long after the app is built the first round waits (at most; a shorter interval is waited
 * instead): on PGlite's one connection, the first rounds of the three background tasks ran their
 * first queries just as the first requests came (0.4 s of CPU, over a second on a busy machine, on
 * the way to every start's first answer: issue 21, item 4).
 */
const FIRST_ROUND_DELAY_MS = 2_000;

/**
 * Runs `task` soon after the start (FIRST_ROUND_DELAY_MS), then `intervalMs` after each round ends
 * (rounds never overlap), until the app closes; closing waits for a round under way. A failed round
 * is logged and retried at the next one. With several instances on one database, a round runs on one
 * of them at a time (`runAlone`, a PostgreSQL advisory lock named after the task); the others skip
 * that round.
 */
export function runRepeatedly(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const round = async () => {
    try {
      await app.db.runAlone(name, task);
    } catch (error) {
      app.log.error({ err: error, task: name }, 'background task failed');
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(Math.min(intervalMs, FIRST_ROUND_DELAY_MS));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
