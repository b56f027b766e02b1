/**
 * `npm test`: every check in one go — codegen check, typecheck, lint, unit and property tests,
 * API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), the portal build and
 * the end-to-end tests in Chromium. Ends with one line: `N passed, N failed`.
 *
 * Three lanes run side by side, since no single one keeps the CPUs busy (browsers, servers and
 * databases wait on each other): the portal build then the end-to-end tests; the static checks
 * then the unit and property tests; the two API runs (PGlite in the test process, PostgreSQL in
 * its server). Each job's output is printed whole when it ends, never interleaved.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumMissing } from './support/chromium.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Tally = { passed: number; failed: number };
/** How a job's result is counted: as one test, or from a vitest or Playwright JSON report. */
type Counting = { kind: 'step' } | { kind: 'vitest' | 'playwright'; report: string };
type Result = { name: string; ok: boolean; counting: Counting } | { name: string; skipped: string };

const fileOf = (name: string, extension: string) => join(reports, `${name.replace(/\W+/g, '-')}.${extension}`);

/** Runs a command with its output in a log file; resolves whether it passed, then prints the log. */
function runLogged(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const logFile = fileOf(name, 'log');
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        console.log(`\n── ${name}\n${readFileSync(logFile, 'utf8')}`);
        resolve(code === 0);
      });
    });
  });
}

const npmRun = (script: string, ...args: string[]) => ['run', '-s', script, ...(args.length ? ['--', ...args] : [])];

async function step(name: string, command: string, args: string[]): Promise<Result> {
  return { name, ok: await runLogged(name, command, args), counting: { kind: 'step' } };
}

async function vitest(name: string, project: string, env: Record<string, string> = {}): Promise<Result> {
  const report = fileOf(name, 'json');
  const ok = await runLogged(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  return { name, ok, counting: { kind: 'vitest', report } };
}

/** Static checks, then the unit and property tests. */
async function checksLane(): Promise<Result[]> {
  return [
    await step('codegen check', 'npm', npmRun('codegen', '--check')),
    await step('typecheck', 'npm', npmRun('typecheck')),
    await step('lint', 'npm', npmRun('lint')),
    await vitest('unit and property tests', 'unit'),
  ];
}

/** The API tests on both databases, side by side. */
function apiLane(): Promise<Result[]> {
  return Promise.all([
    vitest('API tests on PGlite', 'api', { TEST_DATABASE_URL: '' }),
    process.env.TEST_DATABASE_URL
      ? vitest('API tests on PostgreSQL', 'api')
      : Promise.resolve<Result>({ name: 'API tests on PostgreSQL', skipped: 'TEST_DATABASE_URL is not set' }),
  ]);
}

/** The portal build, then the end-to-end tests on it. */
async function browserLane(): Promise<Result[]> {
  const name = 'end-to-end tests in Chromium';
  const build = await step('portal build', 'npm', npmRun('build'));
  const missing = chromiumMissing();
  if (missing) {
    console.error(missing);
    return [build, { name: `${name}: ${missing}`, ok: false, counting: { kind: 'step' } }];
  }
  if (!('ok' in build) || !build.ok) return [build, { name, ok: false, counting: { kind: 'step' } }];
  const report = fileOf('e2e', 'json');
  const ok = await runLogged(name, 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: report });
  return [build, { name, ok, counting: { kind: 'playwright', report } }];
}

/** Counts of one result; a report that is missing counts as one failure, a failed run as at least one. */
function countOf(result: Exclude<Result, { skipped: string }>): Tally {
  const { ok, counting } = result;
  if (counting.kind === 'step' || !existsSync(counting.report)) return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  const json = JSON.parse(readFileSync(counting.report, 'utf8'));
  const counts: Tally =
    counting.kind === 'vitest'
      ? { passed: json.numPassedTests, failed: json.numFailedTests }
      : { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
  if (!ok && counts.failed === 0) counts.failed = 1;
  return counts;
}

const lanes = await Promise.all([checksLane(), apiLane(), browserLane()]);
const total: Tally = { passed: 0, failed: 0 };
const lines = lanes.flat().map((result) => {
  if ('skipped' in result) return `skip ${result.name} (${result.skipped})`;
  const counts = countOf(result);
  total.passed += counts.passed;
  total.failed += counts.failed;
  const mark = counts.failed === 0 ? 'ok  ' : 'FAIL';
  return result.counting.kind === 'step' ? `${mark} ${result.name}` : `${mark} ${result.name}: ${counts.passed} passed, ${counts.failed} failed`;
});
console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
