/**
 * Lighthouse A/B of two built portals on a shared machine: `node --import tsx tests/bench/lighthouse-ab.ts
 * <portal dir A> <portal dir B> [runs=6] [pages=login,overview] [languages=ar,en]` serves each folder
 * from its own server and runs Lighthouse on them in turn (A, B, A, B…), so that the machine's load
 * falls on both alike; it prints each run, then the medians and the load average.
 * LIGHTHOUSE_TRACES=folder keeps every run's trace there.
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { lighthouseScores, type Language, type Scores } from './lighthouse-run.ts';

const [dirA, dirB, runsArg, pagesArg, languagesArg] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: lighthouse-ab.ts <portal dir A> <portal dir B> [runs] [pages] [languages]');
const runs = Number(runsArg ?? 6);
const PAGES: Record<string, [string, string | undefined]> = { login: ['/portal/login', undefined], overview: ['/portal/overview/', 'staff'] };
const pages = (pagesArg ?? 'login,overview').split(',');
const languages = (languagesArg ?? 'ar,en').split(',') as Language[];
const root = join(import.meta.dirname, '..', '..');
const traces = process.env.LIGHTHOUSE_TRACES;
if (traces) mkdirSync(traces, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const servers: RunningServer[] = [];
try {
  for (const [name, dir] of [['a', dirA], ['b', dirB]] as const) {
    servers.push(await startServer({ root, dataDir: join(root, '.tmp', `lighthouse-ab-${name}`), env: { PORTAL_DIR: resolve(dir) } }));
  }
  const loads: number[] = [];
  for (const page of pages) {
    const [path, user] = PAGES[page]!;
    for (const language of languages) {
      const results: Scores[][] = [[], []];
      for (let run = 0; run < runs; run += 1) {
        for (const side of [0, 1]) {
          if (traces) process.env.LIGHTHOUSE_TRACE = join(traces, `${page}-${language}-${'ab'[side]}${run}.json`);
          const scores = await lighthouseScores(servers[side]!.url, path, language, user);
          results[side]!.push(scores);
          loads.push(loadavg()[0]!);
          const m = scores.metrics;
          console.log(`${page} ${language} ${'AB'[side]}${run}: perf ${scores.performance} a11y ${scores.accessibility} FCP ${m.FCP!.toFixed(0)} LCP ${m.LCP!.toFixed(0)} TBT ${m.TBT!.toFixed(0)} SI ${m.SI!.toFixed(0)} CLS ${m.CLS!.toFixed(3)} load ${loadavg()[0]!.toFixed(1)}${scores.failed.length ? ` failed ${scores.failed.join(',')}` : ''}`);
        }
      }
      for (const side of [0, 1]) {
        // A run whose metrics Lighthouse could not compute (NO_NAVSTART, a flake of its trace on either build) scores 0: left out.
        const r = results[side]!.filter((s) => !Number.isNaN(s.metrics.TBT));
        if (r.length < results[side]!.length) console.log(`(${'AB'[side]}: ${results[side]!.length - r.length} run(s) without metrics left out)`);
        const metric = (name: string) => median(r.map((s) => s.metrics[name]!)).toFixed(0);
        console.log(`== ${page} ${language} ${'AB'[side]} median: perf ${median(r.map((s) => s.performance))} a11y ${Math.min(...r.map((s) => s.accessibility))} FCP ${metric('FCP')} LCP ${metric('LCP')} TBT ${metric('TBT')} SI ${metric('SI')}`);
      }
    }
  }
  console.log(`load average during the runs: median ${median(loads).toFixed(1)}, ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
} finally {
  for (const server of servers) await server.stop();
}
