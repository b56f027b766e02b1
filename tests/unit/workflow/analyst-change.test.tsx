// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/generate.ts';
import { addEscalation, ESCALATION_TEXTS } from '../../support/spec-changes.ts';

// An analyst adds a state and a transition (with its operation, access rule and labels) to a copy
// of the project's spec and runs codegen. The copy's own, unchanged portal code then offers the new
// action to the named role, and its machine accepts it: no code change. (The server side of the
// same change is tests/api/analyst-spec-changes.test.ts, the portal's tests/e2e/analyst-change.spec.ts.)
const root = join(import.meta.dirname, '../../..');
mkdirSync(join(root, '.tmp'), { recursive: true });
const copy = mkdtempSync(join(root, '.tmp/wf-analyst-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
afterEach(cleanup);

function edit(path: string, change: (text: string) => string) {
  writeFileSync(join(copy, path), change(readFileSync(join(copy, path), 'utf8')));
}

function copyWithEscalation() {
  for (const folder of ['spec', 'locales', 'src']) cpSync(join(root, folder), join(copy, folder), { recursive: true });
  addEscalation(copy); // the same change the API and end-to-end analyst tests apply (tests/support/spec-changes.ts)
}

type Imported = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const load = (path: string): Promise<Imported> => import(/* @vite-ignore */ pathToFileURL(join(copy, path)).href);
let bar: Imported;
let portalWorkflow: Imported;
let i18n: Imported;

beforeAll(async () => {
  copyWithEscalation();
  const { files, problems } = await generate(copy);
  expect(problems.toString()).toBe('');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, 'generated', path)), { recursive: true });
    writeFileSync(join(copy, 'generated', path), text);
  }
  bar = await load('src/portal/runtime/workflow/action-bar.tsx');
  portalWorkflow = await load('src/portal/runtime/workflow/workflow-of-entity.ts');
  const copyI18n = await load('src/portal/lib/i18n.ts');
  // The portal's texts load per language on demand: the copy's, with the new event's labels, here.
  await Promise.all([copyI18n.loadLanguage('ar'), copyI18n.loadLanguage('en')]);
  i18n = copyI18n.i18n;
}, 300_000); // copies the project, runs codegen and a portal build: minutes on a busy machine

/** The copy's action bar for a new notification, as the signed-in user type sees it. */
async function showBar(userType: string, language: 'ar' | 'en' = 'en') {
  await i18n.changeLanguage(language);
  const workflow = portalWorkflow.workflowOfEntity('safe-travel');
  const record = { id: 5, status: 0, version: 1, travel_country: 'IQ' };
  render(
    <I18nextProvider i18n={i18n as never}>
      <FluentProvider theme={webLightTheme} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <bar.ActionBar workflow={workflow} record={record} user={{ userType }} onDone={() => undefined} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return [...(screen.queryByRole('toolbar')?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
}

describe('analyst change: a new state and transition in spec/workflows', () => {
  it('shows the new action to the named role only, in both languages', async () => {
    expect(await showBar('moi')).toEqual(['Escalate']);
    cleanup();
    expect(await showBar('moi', 'ar')).toEqual([ESCALATION_TEXTS.ar.event]);
    cleanup();
    expect(await showBar('le')).toEqual(['Cancel']);
    cleanup();
    expect(await showBar('mofa_staff')).not.toContain('Escalate');
  });

  it('asks for the comment the new transition requires', async () => {
    await showBar('moi');
    fireEvent.click(screen.getByRole('button', { name: 'Escalate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A comment is required for this action')).toBeTruthy();
  });

  it('is accepted by the generated machine for the named role and refused to others', async () => {
    const { decide } = await load('src/shared/workflow/decide.ts');
    const { safeTravelMachine: machine, safeTravelDefinition: definition } = await load('generated/workflows/safe-travel.ts');
    expect(decide(machine, definition, 'new', {}, { type: 'escalate', role: 'moi', comment: 'Unsafe area' })).toMatchObject({ ok: true, to: 'escalated' });
    expect(decide(machine, definition, 'new', {}, { type: 'escalate', role: 'le', comment: 'x' })).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(readFileSync(join(copy, 'generated/workflows/README.md'), 'utf8')).toContain('new --> escalated: escalate [moi] (comment)');
  });

  it('refuses a transition to a state that does not exist, naming the file', async () => {
    edit('spec/workflows/safe-travel.yaml', (s) => s.replace('to: escalated', 'to: nowhere'));
    const { problems } = await generate(copy);
    expect(problems.toString()).toContain('spec/workflows/safe-travel.yaml: transition escalate: unknown state nowhere');
  });
});
