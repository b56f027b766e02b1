/**
 * How `npm test` shares the machine: each job says how many cores it keeps busy and what must pass
 * before it. Jobs start in the plan's order, each as soon as a core is free; a job that is ready
 * is never overtaken by a later one, so long jobs are not starved by short ones. At most
 * `cores - 1 + the heaviest job's cores` are busy at once (3 on a 2-core machine), never twenty.
 */
import { availableParallelism, freemem } from 'node:os';

export type Job<T> = {
  name: string;
  /** Cores it keeps busy (0: it only waits). */
  cores: number;
  /** Jobs that must have passed first; when one fails, this one is not run. */
  after?: string[];
  run: () => Promise<T>;
};

export type Finished<T> = { job: Job<T>; outcome: T; seconds: number };

const GiB = 1024 ** 3;
/** What one busy job may hold at its peak (a Chromium with its server, a vitest worker with jsdom). */
const MEMORY_PER_CORE = 1.5 * GiB;

/** The cores the jobs may keep busy: the CPUs the process may use, fewer when memory is short. */
export function machineBudget(): { cores: number; why: string } {
  const cpus = availableParallelism();
  const byMemory = Math.max(1, Math.floor(freemem() / MEMORY_PER_CORE));
  const cores = Math.max(1, Math.min(cpus, byMemory));
  const why = `${cpus} available to this process, ${(freemem() / GiB).toFixed(1)} GiB free memory`;
  return { cores, why };
}

/**
 * Runs the jobs within `cores`; resolves with every job's outcome in the plan's order. A job whose
 * prerequisite failed gets `notRun(why)` without running, as does one whose run threw.
 */
export function schedule<T extends object>(jobs: Array<Job<T>>, cores: number, notRun: (why: string) => T, passed = (outcome: T) => 'ok' in outcome && outcome.ok === true): Promise<Array<Finished<T>>> {
  const finished = new Map<string, Finished<T>>();
  const running = new Set<string>();
  let busy = 0;
  return new Promise((resolve) => {
    const ready = (job: Job<T>) => (job.after ?? []).every((name) => finished.has(name));
    const failedBefore = (job: Job<T>) => (job.after ?? []).find((name) => !passed(finished.get(name)!.outcome));
    const pump = () => {
      for (const job of jobs) {
        if (finished.has(job.name) || running.has(job.name) || !ready(job)) continue;
        const failed = failedBefore(job);
        if (failed) {
          finished.set(job.name, { job, outcome: notRun(`${job.name}: ${failed} failed first`), seconds: 0 });
          continue;
        }
        if (busy >= cores) break; // later jobs wait their turn
        start(job);
      }
      if (finished.size === jobs.length) resolve(jobs.map((job) => finished.get(job.name)!));
    };
    const start = (job: Job<T>) => {
      running.add(job.name);
      busy += job.cores;
      const started = performance.now();
      void job.run().catch((error: unknown) => notRun(`${job.name} threw: ${String(error)}`)).then((outcome) => {
        running.delete(job.name);
        busy -= job.cores;
        finished.set(job.name, { job, outcome, seconds: (performance.now() - started) / 1000 });
        pump();
      });
    };
    pump();
  });
}
