/**
 * `npm test`: every check in one go — codegen check, typecheck, lint, unit and property tests,
 * API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), the portal build and
 * the end-to-end tests in Chromium. Ends with each job's wall and CPU time, the machine's load
 * average, and one line: `N passed, N failed`.
 *
 * The jobs share the machine's cores (`support/test-plan.ts`): each declares how many it keeps busy,
 * and they start in the plan's order as cores come free, so a 2-core machine runs two or three busy
 * processes at a time instead of twenty. Each job's output is printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumMissing } from './support/chromium.ts';
import { failedTests } from './support/failures.ts';
import { machineBudget, schedule, type Job } from './support/test-plan.ts';
import { followTreeCpu } from './support/tree-cpu.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Tally = { passed: number; failed: number };
/** How a job's result is counted: as one test, or from a vitest or Playwright JSON report. */
type Counting = { kind: 'step' } | { kind: 'vitest' | 'playwright'; report: string; appTimes?: string };
type Outcome = { ok: boolean; counting: Counting; cpuSeconds?: number } | { skipped: string };

const fileOf = (name: string, extension: string) => join(reports, `${name.replace(/\W+/g, '-')}.${extension}`);

/**
 * Runs a command with its output in a log file; resolves whether it passed and the CPU the command
 * and everything it started used, then prints the log. The CPU is the larger of bash's `times` (the
 * children waited for, however short) and the process tree sampled from /proc (support/tree-cpu.ts:
 * Chromium's processes, which `times` misses).
 */
function runLogged(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<{ ok: boolean; cpuSeconds: number }> {
  const logFile = fileOf(name, 'log');
  const timesFile = fileOf(name, 'times');
  const log = createWriteStream(logFile);
  const script = '"$@"; code=$?; times > "$TIMES_FILE"; exit $code';
  const child = spawn('bash', ['-c', script, 'bash', command, ...args], {
    cwd: root,
    env: { ...process.env, ...env, FORCE_COLOR: '0', TIMES_FILE: timesFile },
  });
  const tree = child.pid ? followTreeCpu(child.pid) : undefined;
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        console.log(`\n── ${name}\n${readFileSync(logFile, 'utf8')}`);
        resolve({ ok: code === 0, cpuSeconds: Math.max(childrenCpuSeconds(timesFile), tree?.stop() ?? 0) });
      });
    });
  });
}

/** User + system seconds of the children from bash's `times` (second line: `0m12.3s 0m1.2s`). */
function childrenCpuSeconds(timesFile: string): number {
  if (!existsSync(timesFile)) return 0;
  const line = readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
}

const npmRun = (script: string, ...args: string[]) => ['run', '-s', script, ...(args.length ? ['--', ...args] : [])];

async function step(name: string, command: string, args: string[]): Promise<Outcome> {
  const { ok, cpuSeconds } = await runLogged(name, command, args);
  return { ok, cpuSeconds, counting: { kind: 'step' } };
}

async function vitest(name: string, project: string, workers: number, env: Record<string, string> = {}): Promise<Outcome> {
  const report = fileOf(name, 'json');
  const appTimes = fileOf(name, 'app-times');
  const args = ['vitest', 'run', '--project', project, `--maxWorkers=${workers}`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const { ok, cpuSeconds } = await runLogged(name, 'npx', args, { ...env, TEST_APP_TIMES: appTimes });
  return { ok, cpuSeconds, counting: { kind: 'vitest', report, appTimes } };
}

async function endToEnd(name: string): Promise<Outcome> {
  const missing = chromiumMissing();
  if (missing) {
    console.error(missing);
    return { ok: false, counting: { kind: 'step' } };
  }
  const report = fileOf('e2e', 'json');
  const { ok, cpuSeconds } = await runLogged(name, 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: report });
  return { ok, cpuSeconds, counting: { kind: 'playwright', report } };
}

const budget = machineBudget();
const unitWorkers = Math.max(1, Math.min(2, budget.cores));
const postgres = process.env.TEST_DATABASE_URL;

// In the order they are started when cores are free: the longest chains first, so that the run's
// tail is jobs that spread over both cores (the unit tests' two workers, the static checks).
// The end-to-end lanes keep about one core busy between them: two browsers and two servers that
// mostly wait on each other. The PostgreSQL run takes two files at a time: its server does much of
// the work, so two test processes keep about one core busy.
const jobs: Array<Job<Outcome>> = [
  { name: 'portal build', cores: 1, run: () => step('portal build', 'npm', npmRun('build')) },
  // With PostgreSQL too, the PGlite run leaves the database-agnostic checks to it (tests/api/harness.ts).
  { name: 'API tests on PGlite', cores: 1, run: () => vitest('API tests on PGlite', 'api', 1, { TEST_DATABASE_URL: '', API_TESTS_ALSO_ON_POSTGRES: postgres ? '1' : '' }) },
  { name: 'end-to-end tests in Chromium', cores: 1, after: ['portal build'], run: () => endToEnd('end-to-end tests in Chromium') },
  postgres
    ? { name: 'API tests on PostgreSQL', cores: 1, run: () => vitest('API tests on PostgreSQL', 'api', 2, { API_TEST_FILES_IN_PARALLEL: '1' }) }
    : { name: 'API tests on PostgreSQL', cores: 0, run: async () => ({ skipped: 'TEST_DATABASE_URL is not set' }) },
  { name: 'unit and property tests', cores: unitWorkers, run: () => vitest('unit and property tests', 'unit*', unitWorkers) },
  { name: 'codegen check', cores: 1, run: () => step('codegen check', 'npm', npmRun('codegen', '--check')) },
  { name: 'typecheck', cores: 1, run: () => step('typecheck', 'npm', npmRun('typecheck')) },
  { name: 'lint', cores: 1, run: () => step('lint', 'npm', npmRun('lint')) },
];

/** Counts of one result; a report that is missing counts as one failure, a failed run as at least one. */
function countOf({ ok, counting }: { ok: boolean; counting: Counting }): Tally {
  if (counting.kind === 'step' || !existsSync(counting.report)) return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  const json = JSON.parse(readFileSync(counting.report, 'utf8'));
  const counts: Tally =
    counting.kind === 'vitest'
      ? { passed: json.numPassedTests, failed: json.numFailedTests }
      : { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
  if (!ok && counts.failed === 0) counts.failed = 1;
  return counts;
}

console.log(`npm test: ${budget.cores} cores for the jobs (${budget.why})`);
const started = performance.now();
/** How long the API tests' apps took to be ready (each a copy of the template database), from tests/api/harness.ts. */
function appReadiness(counting: Counting): string {
  if (counting.kind === 'step' || !counting.appTimes || !existsSync(counting.appTimes)) return '';
  // One line per app: wall seconds, then CPU seconds (tests/api/harness.ts).
  const apps = readFileSync(counting.appTimes, 'utf8').trim().split('\n').filter(Boolean).map((line) => line.split(' ').map(Number));
  if (!apps.length) return '';
  const sorted = (column: number) => apps.map((app) => app[column] ?? 0).sort((a, b) => a - b);
  const [wall, cpu] = [sorted(0), sorted(1)];
  const median = (values: number[]) => values[Math.floor(values.length / 2)]!.toFixed(1);
  return `; ${apps.length} test apps ready in ${median(wall)} s (median; ${median(cpu)} s CPU), ${wall.at(-1)!.toFixed(1)} s at most`;
}

const notRun = (why: string): Outcome => {
  console.log(`\n── not run: ${why}`);
  return { ok: false, counting: { kind: 'step' } };
};
const results = await schedule(jobs, budget.cores, notRun);
const total: Tally = { passed: 0, failed: 0 };
const minutes = (seconds: number) => {
  const whole = Math.round(seconds); // 59.6 s is 1:00, never 0:60
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const lines = results.map(({ job, outcome, seconds }) => {
  const timing = `${minutes(seconds)} wall${'cpuSeconds' in outcome && outcome.cpuSeconds ? `, ${minutes(outcome.cpuSeconds)} CPU` : ''}`;
  if ('skipped' in outcome) return `skip ${job.name} (${outcome.skipped})`;
  const counts = countOf(outcome);
  total.passed += counts.passed;
  total.failed += counts.failed;
  const mark = counts.failed === 0 ? 'ok  ' : 'FAIL';
  const tally = outcome.counting.kind === 'step' ? '' : `: ${counts.passed} passed, ${counts.failed} failed`;
  const named = outcome.counting.kind === 'step' ? [] : failedTests(outcome.counting.kind, outcome.counting.report, root);
  const failures = named.slice(0, 10).map((line) => `\n       ✘ ${line}`).join('') + (named.length > 10 ? `\n       … and ${named.length - 10} more` : '');
  return `${mark} ${job.name}${tally} (${timing})${appReadiness(outcome.counting)}${failures}`;
});
const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
console.log(`\n${lines.join('\n')}`);
console.log(`npm test took ${minutes((performance.now() - started) / 1000)}; load average ${one} ${five} ${fifteen} on ${budget.cores} cores`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
