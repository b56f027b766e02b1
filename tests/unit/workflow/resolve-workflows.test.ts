import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/generate.ts';
import { durationMs } from '../../../codegen/resolve/workflows.ts';

// Each case breaks the fixture's tiny workflow (tests/codegen/fixture/spec/workflows/memo.yaml)
// one way; codegen must name the file and the problem.
const root = join(import.meta.dirname, '../../..');
mkdirSync(join(root, '.tmp'), { recursive: true }); // a fresh checkout has none until a test run makes it
const copy = mkdtempSync(join(root, '.tmp/wf-resolve-'));
cpSync(join(root, 'tests/codegen/fixture'), copy, { recursive: true });
const file = join(copy, 'spec/workflows/memo.yaml');
const original = readFileSync(file, 'utf8');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const CASES: Array<[string, (text: string) => string, string]> = [
  ['a duplicated state code', (s) => s.replace('sent: { code: 1', 'sent: { code: 0'), 'states draft and sent share the code 0'],
  ['an unknown target state', (s) => s.replace('to: sent', 'to: posted'), 'transition send: unknown state posted'],
  ['an unknown source state', (s) => s.replace('from: [sent]', 'from: [posted]'), 'transition file: unknown state posted'],
  ['a missing initial state', (s) => s.replace('initial: draft', 'initial: start'), 'initial: unknown state start'],
  ['an unknown role', (s) => s.replace('roles: [clerk]', 'roles: [intern]'), 'transition send: unknown role intern'],
  ['an unknown guard', (s) => s.replace('roles: [boss],', 'roles: [boss], guard: isFriday,'), 'transition file: unknown guard isFriday'],
  ['a transition out of a final state', (s) => s.replace('from: [sent]', 'from: [filed]'), 'transition file: leaves final state filed'],
  ['a bad duration', (s) => s.replace('after: P7D', 'after: P1W'), 'transition file: after P1W is not a duration'],
  ['a user transition without roles', (s) => s.replace('roles: [clerk], ', ''), 'transition send: needs roles'],
  ['a missing event label', (s) => s.replace('event: send', 'event: dispatch').replace('event: send', 'event: dispatch'), 'locale key workflows.memo.events.dispatch is missing in locales/ar'],
  ['a filter naming an unknown state', (s) => s.replace('everyone: [draft, sent, filed]', 'everyone: [draft, lost]'), 'filters everyone: unknown state lost'],
];

describe('codegen checks spec/workflows', () => {
  it.each(CASES)('reports %s', async (_, change, problem) => {
    writeFileSync(file, change(original));
    const { problems } = await generate(copy);
    writeFileSync(file, original);
    expect(problems.toString()).toContain(`spec/workflows/memo.yaml: ${problem}`);
  });

  it('accepts the fixture as it is', async () => {
    expect((await generate(copy)).problems.toString()).toBe('');
  });

  it('reads ISO 8601 durations of days and times', () => {
    expect(durationMs('P30D')).toBe(30 * 86_400_000);
    expect(durationMs('PT12H30M')).toBe(12.5 * 3_600_000);
    expect(durationMs('P')).toBeUndefined();
    expect(durationMs('P1Y')).toBeUndefined();
  });
});
