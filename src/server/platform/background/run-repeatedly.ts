/** Background work of the server: a task run now and then every interval, stopped when the app closes. */
import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` at once, then `intervalMs` after each round ends (rounds never overlap), until the
 * app closes; closing waits for a round under way. A failed round is logged and retried at the
 * next one. With several instances on one database, a round runs on one of them at a time
 * (`runAlone`, a PostgreSQL advisory lock named after the task); the others skip that round.
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
  schedule(0);
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
