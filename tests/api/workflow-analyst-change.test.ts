/**
 * Analyst change with no code change: on a temporary copy of the project, a new state and a new
 * transition (with its operation and access rule) go into spec/ and locales/ only; after codegen
 * the real server started from the copy accepts the action for the named role and refuses it to
 * others. (The portal side, same machine, is tests/unit/workflow/analyst-change.test.ts.)
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { safeTravelBody } from './safe-travel-example.ts';

const project = join(import.meta.dirname, '..', '..');
const COPIED = ['spec', 'locales', 'generated', 'src', 'codegen', 'tests/support', 'package.json', 'tsconfig.json'];
let copy: string;
let server: RunningServer;

function edit(path: string, change: (text: string) => string) {
  writeFileSync(join(copy, path), change(readFileSync(join(copy, path), 'utf8')));
}

beforeAll(async () => {
  mkdirSync(join(project, '.tmp'), { recursive: true }); // a fresh checkout has none until npm test makes it
  copy = mkdtempSync(join(project, '.tmp/wf-analyst-api-'));
  for (const path of COPIED) cpSync(join(project, path), join(copy, path), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'), 'dir');
  edit('spec/workflows/safe-travel.yaml', (s) =>
    s
      .replace('states:\n', 'states:\n  escalated: { code: 5, label: workflows.safe_travel.states.escalated, final: true }\n')
      .replace('transitions:\n', 'transitions:\n  - { event: escalate, from: [new], to: escalated, roles: [moi], comment: required }\n'),
  );
  edit('spec/api/safe-travel.yaml', (s) => {
    const cancel = s.slice(s.indexOf('  /safe-travel/{id}/cancel/:'), s.indexOf('  /safe-travel/{id}/accept/:'));
    return s.replace('  /safe-travel/{id}/accept/:', cancel.replaceAll('cancel', 'escalate') + '  /safe-travel/{id}/accept/:');
  });
  edit('spec/entities/safe-travel.schema.json', (s) =>
    s.replace('"enum": [0, 1, 2, 3, 4]', '"enum": [0, 1, 2, 3, 4, 5]').replace('"workflows.safe_travel.states.archived"', '"workflows.safe_travel.states.archived", "workflows.safe_travel.states.escalated"'),
  );
  appendFileSync(join(copy, 'spec/access/rules/safe-travel.yaml'), 'escalateSafeTravel: { moi: all }\n');
  for (const language of ['ar', 'en']) {
    const path = `locales/${language}/workflows.json`;
    const texts = JSON.parse(readFileSync(join(copy, path), 'utf8'));
    texts.safe_travel.states.escalated = 'Escalated';
    texts.safe_travel.events.escalate = 'Escalate';
    writeFileSync(join(copy, path), JSON.stringify(texts, null, 2));
  }
  execFileSync(process.execPath, ['--import', 'tsx', join(copy, 'codegen/cli.ts'), '--root', copy], { cwd: copy, stdio: 'pipe' });
  server = await startServer({ root: copy, dataDir: join(copy, '.data') });
}, 600_000); // a copy, codegen and a fresh server: minutes when the machine is busy
afterAll(async () => {
  await server?.stop();
  rmSync(copy, { recursive: true, force: true });
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Token ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const login = async (username: string) => (await call('POST', '/login/', undefined, { username, password: DEMO_PASSWORD })).json.token as string;

describe('analyst adds an escalation to the safe travel workflow', () => {
  it('the interior ministry may escalate a new notification; the entity may not; a comment is required', async () => {
    const [le, moi] = [await login('kuwaiti'), await login('interior')];
    const created = await call('POST', '/safe-travel/', le, safeTravelBody({ travel_country: 'IQ', purpose: 'Aid delivery' }));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await call('POST', `/safe-travel/${id}/escalate/`, le, { comment: 'x' })).status).toBe(403);
    expect((await call('POST', `/safe-travel/${id}/escalate/`, moi, {})).json.code).toBe('comment_required');
    const escalated = await call('POST', `/safe-travel/${id}/escalate/`, moi, { comment: 'Security alert' });
    expect(escalated.status).toBe(200);
    expect(escalated.json.status).toBe(5);
    expect((await call('POST', `/safe-travel/${id}/escalate/`, moi, { comment: 'again' })).status).toBe(409);
  });
});
