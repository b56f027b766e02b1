import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/generate.ts';
import { availableEvents, decide } from '../../../src/shared/workflow/decide.ts';

// An analyst adds a state and a transition to a copy of the spec and runs codegen: the new
// action is offered to the named role and accepted for it, with no code change.
const root = join(import.meta.dirname, '../../..');
const copy = mkdtempSync(join(root, '.tmp/wf-analyst-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function addEscalation() {
  cpSync(join(root, 'spec'), join(copy, 'spec'), { recursive: true });
  cpSync(join(root, 'locales'), join(copy, 'locales'), { recursive: true });
  symlinkSync(join(root, 'src'), join(copy, 'src'));
  const file = join(copy, 'spec/workflows/safe-travel.yaml');
  const text = readFileSync(file, 'utf8')
    .replace('transitions:\n', 'transitions:\n  - { event: escalate, from: [new], to: escalated, roles: [moi], comment: required }\n')
    .replace('states:\n', 'states:\n  escalated: { code: 5, label: workflows.safe_travel.states.escalated }\n');
  writeFileSync(file, text);
  const entity = join(copy, 'spec/entities/safe-travel.schema.json');
  writeFileSync(entity, readFileSync(entity, 'utf8').replace('"enum": [0, 1, 2, 3, 4]', '"enum": [0, 1, 2, 3, 4, 5]'));
  for (const language of ['ar', 'en']) {
    const path = join(copy, `locales/${language}/workflows.json`);
    const texts = JSON.parse(readFileSync(path, 'utf8'));
    texts.safe_travel.states.escalated = 'Escalated';
    texts.safe_travel.events.escalate = 'Escalate';
    writeFileSync(path, JSON.stringify(texts));
  }
}

describe('analyst change: a new state and transition in spec/workflows', () => {
  it('appears for the named role and is accepted by the generated machine', async () => {
    addEscalation();
    const { files, problems } = await generate(copy);
    expect(problems.toString()).toBe('');
    mkdirSync(join(copy, 'generated/workflows'), { recursive: true });
    writeFileSync(join(copy, 'generated/workflows/safe-travel.ts'), files['workflows/safe-travel.ts']!);
    const module = await import(pathToFileURL(join(copy, 'generated/workflows/safe-travel.ts')).href);
    const { safeTravelMachine: machine, safeTravelDefinition: definition } = module;
    expect(availableEvents(machine, definition, 'new', {}, 'moi').map((t) => t.event)).toEqual(['escalate']);
    expect(availableEvents(machine, definition, 'new', {}, 'le').map((t) => t.event)).not.toContain('escalate');
    expect(decide(machine, definition, 'new', {}, { type: 'escalate', role: 'moi', comment: 'Unsafe area' })).toMatchObject({ ok: true, to: 'escalated' });
    expect(decide(machine, definition, 'new', {}, { type: 'escalate', role: 'le', comment: 'x' })).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(decide(machine, definition, 'new', {}, { type: 'escalate', role: 'moi' })).toMatchObject({ ok: false, refusal: { code: 'comment_required' } });
    expect(files['workflows/README.md']).toContain('new --> escalated: escalate [moi] (comment)');
  });

  it('refuses a transition to a state that does not exist, naming the file', async () => {
    const file = join(copy, 'spec/workflows/safe-travel.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('to: escalated', 'to: nowhere'));
    const { problems } = await generate(copy);
    expect(problems.toString()).toContain('spec/workflows/safe-travel.yaml: transition escalate: unknown state nowhere');
  });
});
