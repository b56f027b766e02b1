/**
 * CPU seconds used by a process and everything it started, sampled from Linux's /proc once a second.
 * bash's `times` counts only processes their parents waited for, which leaves Chromium out: a page
 * kept busy for 3 s added nothing to it (its renderers are reaped by Chromium's own zygote), and in
 * the e2e lane Chromium uses about three times the CPU of the Node processes. Elsewhere (no /proc)
 * the figure is 0 and `times` stands.
 */
import { readdirSync, readFileSync } from 'node:fs';

export type ProcessStat = { ppid: number; cpu: number };

/** A process's parent and its own user + system CPU seconds so far; undefined once it has ended, or without /proc. */
export function processStat(pid: number | string): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state, ppid, … utime is the 12th field from there, stime the
    // 13th (clock ticks, 100 a second). The command may hold ") " itself, hence the last one.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return undefined;
  }
}

/** Every process now, by pid. */
function processes(): Map<number, ProcessStat> {
  const all = new Map<number, ProcessStat>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return all;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat) all.set(Number(entry), stat);
  }
  return all;
}

/** Follows the processes under `rootPid` until `stop()`, which returns their CPU seconds so far. */
export function followTreeCpu(rootPid: number): { stop: () => number } {
  const last = new Map<number, number>(); // pid → its CPU seconds when last seen under the root
  const sample = () => {
    const all = processes();
    const under = new Set([rootPid]);
    // Parents are listed before most of their children, but not always: repeat until nothing is added.
    for (let added = true; added; ) {
      added = false;
      for (const [pid, { ppid }] of all) {
        if (!under.has(pid) && under.has(ppid)) {
          under.add(pid);
          added = true;
        }
      }
    }
    for (const pid of under) {
      const seen = all.get(pid);
      if (seen) last.set(pid, seen.cpu);
    }
  };
  sample();
  const timer = setInterval(sample, 1000);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return [...last.values()].reduce((sum, cpu) => sum + cpu, 0);
    },
  };
}
