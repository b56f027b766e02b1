/**
 * CPU time of local processes, from /proc (Linux): the benches divide it by the requests served, a
 * figure that holds steadier than requests per second on a machine busy with other work.
 * Elsewhere (no /proc) every reading is undefined and the benches print rates alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_SECONDS = 0.01; // USER_HZ, 100 on Linux

/** User + system CPU seconds of these processes so far; undefined without /proc. A process gone counts nothing. */
export function cpuSeconds(pids: number[]): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return ticks * TICK_SECONDS;
}

/** The processes whose parent is `parent` and whose command line contains `match`. */
export function childPids(parent: number, match: string): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      return ppid === parent && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(match) ? [Number(name)] : [];
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
