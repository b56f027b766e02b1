/**
 * Issue 21, item 4: how long the server takes from what `npm start` runs (`node src/server/start.js`:
 * the server's bundle, built first when stale, src/server/bundle/) to its first 200 on /api/v1/health,
 * on PGlite: in an empty data folder without and with the kept clusters (src/server/db/pglite-initdb-cache.ts,
 * pglite-migrated-template.ts; the second is what a fresh `npm install && npm start` meets), then in a
 * folder a start left (a restart), and that restart once more with the sources through tsx
 * (`node --import tsx src/server/main.ts`, as the tests and `dev:server` start it). Each case is started
 * three times; the median is compared with the target, and the load average before each start is
 * printed (other work on the machine slows every figure; the CPU seconds less so).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerBundle } from '../../src/server/bundle/build-server-bundle.ts';
import { freshBundle } from '../../src/server/bundle/bundle-freshness.js';
import { freePort } from '../support/ports.ts';
import { processStat } from '../support/tree-cpu.ts';

/** One case: its three starts (seconds), their median, the target, the 1-minute load average before each, and the server's CPU seconds by its first 200. */
type Start = { label: string; runs: number[]; median: number; target: number; loads: number[]; cpu: number[]; fellBack: number };
type Run = { seconds: number; cpu: number; fellBack: boolean };

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU seconds (user + system, all threads) a process has used so far: Linux's /proc, else NaN. */
const cpuSeconds = (pid: number | undefined): number => (pid === undefined ? undefined : processStat(pid)?.cpu) ?? Number.NaN;

/**
 * Starts the server with `env`, waits for its first 200 (polled every 20 ms), stops it; seconds from
 * spawn, and the CPU seconds it used (a figure other work on the machine does not inflate as much).
 */
async function timeToFirst200(root: string, env: Record<string, string>, command: string[]): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CAPTCHA: 'off', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
      if (answer?.status === 200) return { seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(child.pid), fellBack: errors.includes('server bundle not used') };
      if (performance.now() - started > 300_000) throw new Error(`no 200 within 300 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/** Runs `start` three times, noting the load average before each. */
async function threeStarts(label: string, target: number, start: (run: number) => Promise<Run>): Promise<Start> {
  const runs: number[] = [];
  const loads: number[] = [];
  const cpu: number[] = [];
  let fellBack = 0;
  for (let run = 0; run < RUNS; run++) {
    loads.push(loadavg()[0]!);
    const { seconds, cpu: used, fellBack: tsx } = await start(run);
    runs.push(seconds);
    cpu.push(used);
    if (tsx) fellBack++;
  }
  return { label, runs, median: median(runs), target, loads, cpu, fellBack };
}

/**
 * The three cases, three starts each, in folders of their own under the system's temporary folder:
 * an empty data folder with nothing kept (initdb, migrations, and the kept copies made), an empty one
 * with the copies `npm install` makes (the empty and the migrated cluster), and a restart on a folder.
 */
export async function measureColdStart(root: string): Promise<Start[]> {
  if (!freshBundle(root).entry) await buildServerBundle(root);
  const bundled = [join(root, 'src', 'server', 'start.js')];
  const throughTsx = ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')];
  const work = mkdtempSync(join(tmpdir(), 'cold-start-'));
  try {
    const run = async (folder: string, cache: string, command = bundled) => {
      // Sources edited meanwhile make the bundle stale: built again first, as npm start would.
      if (command === bundled && !freshBundle(root).entry) await buildServerBundle(root);
      return timeToFirst200(root, { DATA_DIR: join(work, folder), PGLITE_INITDB_CACHE: join(work, cache) }, command);
    };
    const bare = await threeStarts('empty folder, nothing kept', 5, (i) => run(`bare-${i}`, `cache-${i}`));
    const kept = await threeStarts('empty folder, kept clusters (npm install)', 5, (i) => run(`kept-${i}`, `cache-${RUNS - 1}`));
    const restart = await threeStarts('existing folder (restart)', 3, () => run(`kept-0`, `cache-${RUNS - 1}`));
    const tsx = await threeStarts('restart, sources through tsx (tests, dev)', 3, () => run(`kept-0`, `cache-${RUNS - 1}`, throughTsx));
    return [bare, kept, restart, tsx];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function printColdStart(starts: Start[]): void {
  console.log(`\nCold start on PGlite: spawn → first 200 from /api/v1/health, median of ${RUNS} (${cpus().length} cores)`);
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
  for (const { label, runs, median, target, loads, cpu, fellBack } of starts) {
    // A start that found the bundle stale (a source changed as it started) ran the sources through tsx.
    const note = fellBack ? `   (${fellBack} of them through tsx: the bundle went stale)` : '';
    console.log(`${label.padEnd(44)} ${median.toFixed(1).padStart(6)} s   target ≤ ${target} s   ${median <= target ? 'met    ' : 'NOT met'}   runs ${list(runs)} s   cpu ${list(cpu)} s   load ${list(loads)}${note}`);
  }
}

// `node --import tsx tests/bench/cold-start.ts`: this part of `npm run bench` alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printColdStart(await measureColdStart(fileURLToPath(new URL('../..', import.meta.url))));
}
