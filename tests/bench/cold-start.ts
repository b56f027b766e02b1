/**
 * Issue 21, item 4: how long the server takes from `node src/server/main.ts` to its first 200 on
 * /api/v1/health, on PGlite: in an empty data folder without and with the kept empty cluster
 * (src/server/db/pglite-initdb-cache.ts), then in the folder that start left (a restart).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/ports.ts';

type Start = { label: string; seconds: number; target: number };

/** Starts the server with `env`, waits for its first 200 (polled every 20 ms), stops it; seconds from spawn. */
async function timeToFirst200(root: string, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')], {
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
      if (answer?.status === 200) return (performance.now() - started) / 1000;
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

/** The three starts, each in folders of its own under the system's temporary folder. */
export async function measureColdStart(root: string): Promise<Start[]> {
  const work = mkdtempSync(join(tmpdir(), 'cold-start-'));
  try {
    const cache = join(work, 'initdb-cache');
    const run = (folder: string) => timeToFirst200(root, { DATA_DIR: join(work, folder), PGLITE_INITDB_CACHE: cache });
    const empty = await run('first');
    const kept = await run('second');
    const restart = await run('second');
    return [
      { label: 'empty folder, initdb (no kept cluster)', seconds: empty, target: 5 },
      { label: 'empty folder, kept cluster (npm install)', seconds: kept, target: 5 },
      { label: 'existing folder (restart)', seconds: restart, target: 3 },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function printColdStart(starts: Start[]): void {
  console.log(`\nCold start on PGlite: spawn → first 200 from /api/v1/health (load average ${loadavg()[0]!.toFixed(1)})`);
  for (const { label, seconds, target } of starts) {
    console.log(`${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s   target ≤ ${target} s   ${seconds <= target ? 'met' : 'NOT met'}`);
  }
}
