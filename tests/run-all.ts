/**
 * `npm test`: every check in one go — codegen check, typecheck, lint, unit and property tests,
 * API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), the portal build and
 * the end-to-end tests in Chromium. Ends with one line: `N passed, N failed`.
 *
 * The two API runs and the portal build wait on different processes (PGlite in one, the
 * PostgreSQL server for the other), so they run side by side; each one's output is printed whole
 * when it ends, not interleaved.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumMissing } from './support/chromium.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check that is one test: passes or fails as a whole. */
function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n── ${name}`);
  const ok = run(command, args);
  total[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

/** Counts from a vitest or Playwright JSON report; a missing report counts as one failure. */
function tally(name: string, ok: boolean, report: string, read: (json: never) => Tally): void {
  let counts: Tally = { passed: 0, failed: ok ? 0 : 1 };
  if (existsSync(report)) {
    counts = read(JSON.parse(readFileSync(report, 'utf8')) as never);
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  lines.push(`${counts.failed === 0 ? 'ok  ' : 'FAIL'} ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

const fromVitest = (json: { numPassedTests: number; numFailedTests: number }): Tally => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
});
const fromPlaywright = (json: { stats: { expected: number; unexpected: number; flaky: number } }): Tally => ({
  passed: json.stats.expected + json.stats.flaky,
  failed: json.stats.unexpected,
});

/** Runs a command with its output in a log file; resolves whether it passed, then prints the log. */
function runLogged(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const logFile = join(reports, `${name.replace(/\W+/g, '-')}.log`);
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

/** A vitest project, run beside other work; tallied from its JSON report. */
async function vitestLogged(name: string, project: string, env: Record<string, string> = {}): Promise<() => void> {
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = await runLogged(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  return () => tally(name, ok, report, fromVitest);
}

/** A check that is one test, run beside other work. */
async function stepLogged(name: string, command: string, args: string[]): Promise<() => boolean> {
  const ok = await runLogged(name, command, args);
  return () => {
    total[ok ? 'passed' : 'failed'] += 1;
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
    return ok;
  };
}

function vitest(name: string, project: string, env: Record<string, string> = {}): void {
  console.log(`\n── ${name}`);
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  tally(name, ok, report, fromVitest);
}

const npmRun = (script: string, ...args: string[]) => ['run', '-s', script, ...(args.length ? ['--', ...args] : [])];

step('codegen check', 'npm', npmRun('codegen', '--check'));
step('typecheck', 'npm', npmRun('typecheck'));
step('lint', 'npm', npmRun('lint'));
vitest('unit and property tests', 'unit');
// Side by side; tallied in this order whatever order they end in.
const [pglite, postgres, build] = await Promise.all([
  vitestLogged('API tests on PGlite', 'api', { TEST_DATABASE_URL: '' }),
  process.env.TEST_DATABASE_URL ? vitestLogged('API tests on PostgreSQL', 'api') : undefined,
  stepLogged('portal build', 'npm', npmRun('build')),
]);
pglite();
if (postgres) postgres();
else lines.push('skip API tests on PostgreSQL (TEST_DATABASE_URL is not set)');
const built = build();
const missing = chromiumMissing();
if (missing) {
  console.error(missing);
  total.failed += 1;
  lines.push(`FAIL end-to-end tests: ${missing}`);
} else if (!built) {
  total.failed += 1;
  lines.push('FAIL end-to-end tests: not run, the portal did not build');
} else {
  console.log('\n── end-to-end tests in Chromium');
  const report = join(reports, 'e2e.json');
  const ok = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: report });
  tally('end-to-end tests in Chromium', ok, report, fromPlaywright);
}

console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
