/**
 * The failed tests of a vitest or Playwright JSON report, one line each (file, title, the error's
 * first line), for the end of `npm test`: CI keeps only the tail of the output, and a summary that
 * says "2 failed" without naming them sends the next person through the whole log.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const firstLine = (text: unknown) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colours
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

type PlaywrightSuite = {
  file?: string;
  specs?: Array<{ title: string; file?: string; line?: number; tests: Array<{ status: string; results: Array<{ error?: { message?: string } }> }> }>;
  suites?: PlaywrightSuite[];
};

function playwrightFailures(suite: PlaywrightSuite, titles: string[] = []): string[] {
  const here = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        return `${spec.file ?? suite.file}:${spec.line ?? ''} ${[...titles, spec.title].join(' › ')} — ${firstLine(error)}`;
      }),
  );
  return [...here, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, [...titles, (child as { title?: string }).title ?? ''].filter(Boolean)))];
}

type VitestReport = {
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }> }>;
};

function vitestFailures(report: VitestReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failed.length && file.status === 'failed') return [`${name} — ${firstLine(file.message)}`];
    return failed.map((test) => `${name} ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Lines naming each failed test in `report`, or none when the report is missing. */
export function failedTests(kind: 'vitest' | 'playwright', report: string, root: string): string[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return kind === 'vitest' ? vitestFailures(json, root) : (json.suites ?? []).flatMap((suite: PlaywrightSuite) => playwrightFailures(suite));
}
