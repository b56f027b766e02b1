/**
 * CPU time of local processes, from /proc (Linux): the benches divide it by the requests served, a
 * figure that holds steadier than requests per second on a machine busy with other work.
 * Elsewhere (no /proc) every reading is undefined and the benches print rates alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { processStat } from '../support/tree-cpu.ts';

/** User + system CPU seconds of these processes so far; undefined without /proc. A process gone counts nothing. */
export function cpuSeconds(pids: number[]): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  return pids.reduce((sum, pid) => sum + (processStat(pid)?.cpu ?? 0), 0);
}

/** The processes whose parent is `parent` and whose command line contains `match`. */
export function childPids(parent: number, match: string): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      return processStat(name)?.ppid === parent && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(match) ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
}

/** The PostgreSQL backends connected to the database of `url` (a local server: their CPU is read from /proc). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
