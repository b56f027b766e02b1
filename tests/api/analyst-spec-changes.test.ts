/**
 * Issue 20 items 1 and 6, on the server: spec/README.md's worked examples applied together to one
 * temporary copy of the project, in spec/ and locales/ only (tests/support/spec-change*.ts) — a new
 * module (announcements: entity, CRUD operations, rule, screens; no SQL), a field with a message of
 * its own (the reference's ISBN), and a new workflow state reached by a new role-gated transition,
 * with its list tab and filter (safe travel's `escalated`). After codegen the copy's unchanged server
 * serves them on a fresh database — PGlite, and PostgreSQL when TEST_DATABASE_URL names one — as a
 * user would see them: the answers, the field's message in Arabic and English, the list filtered by
 * the new state, and who is refused. When `npm test` also runs the API tests on PostgreSQL, the file
 * runs once, there (both databases). The portal side: tests/e2e/analyst-change.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeCopy } from '../support/project-copy.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { addAnnouncementsModule } from '../support/spec-change-new-module.ts';
import { addEscalation, addIsbnWithMessage, ISBN_MESSAGE } from '../support/spec-changes.ts';
import { as, withPostgresDatabase } from './analyst-support.ts';
import { checkedOnPostgresToo } from './harness.ts';
import { safeTravelBody } from './safe-travel-example.ts';

let copy: string;

beforeAll(() => {
  if (checkedOnPostgresToo) return;
  copy = copyProject('analyst-spec');
  addAnnouncementsModule(copy);
  addIsbnWithMessage(copy);
  addEscalation(copy);
  execFileSync(process.execPath, ['--import', 'tsx', join(copy, 'codegen/cli.ts'), '--root', copy], { cwd: copy, stdio: 'pipe' });
}, 300_000);
afterAll(() => copy && removeCopy(copy));

/** The new module: the ministry creates, lists, changes and deletes; a Kuwaiti entity is refused. */
async function newModule(server: RunningServer) {
  const [staff, kuwaiti] = [await as(server, 'staff'), await as(server, 'kuwaiti')];
  const created = await staff('POST', '/announcements/', { title: 'Office closed on Sunday', body: 'National holiday', local_entity: 1 });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as number;
  expect(created.json).toMatchObject({ title: 'Office closed on Sunday', local_entity: 1 });
  expect(typeof created.json.local_entity_name).toBe('string');
  const missing = await staff('POST', '/announcements/', { body: 'No title' });
  expect(missing.status).toBe(400);
  expect((missing.json.fields as Record<string, string>).title).toBe('This field is required');
  const listed = await staff('GET', '/announcements/?search=holiday');
  expect((listed.json.results as Array<{ id: number }>).map((r) => r.id)).toEqual([id]);
  expect((await staff('PUT', `/announcements/${id}/`, { title: 'Office closed on Monday' })).json.title).toBe('Office closed on Monday');
  expect((await staff('GET', `/announcements/${id}/`)).json.title).toBe('Office closed on Monday');
  expect((await kuwaiti('GET', '/announcements/')).status).toBe(403);
  expect((await kuwaiti('POST', '/announcements/', { title: 'Mine' })).status).toBe(403);
  expect((await staff('DELETE', `/announcements/${id}/`)).status).toBe(200);
  expect((await staff('GET', `/announcements/${id}/`)).status).toBe(404);
}

/** The ISBN's own message, in the caller's language; a valid ISBN is stored. */
async function ownMessage(server: RunningServer) {
  const staff = await as(server, 'staff');
  const reference = { title: 'Donor reporting handbook', published_date: '2026-01-01', user_types: ['le'] };
  for (const language of ['ar', 'en'] as const) {
    const refused = await staff('POST', '/references/', { ...reference, isbn: 'ISBN 12' }, language);
    expect(refused.status).toBe(400);
    expect((refused.json.fields as Record<string, string>).isbn).toBe(ISBN_MESSAGE[language]);
  }
  const stored = await staff('POST', '/references/', { ...reference, isbn: '978-3-16-148410-0' });
  expect(stored.status, JSON.stringify(stored.json)).toBe(201);
  expect((await staff('GET', `/references/${stored.json.id}/`)).json.isbn).toBe('978-3-16-148410-0');
}

/** The new state: only the interior ministry escalates, with a comment; the list filters by it. */
async function newState(server: RunningServer) {
  const [kuwaiti, interior, staff] = [await as(server, 'kuwaiti'), await as(server, 'interior'), await as(server, 'staff')];
  const created = await kuwaiti('POST', '/safe-travel/', safeTravelBody({ travel_country: 'IQ', purpose: 'Aid delivery' }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as number;
  expect((await kuwaiti('POST', `/safe-travel/${id}/escalate/`, { comment: 'x' })).status).toBe(403);
  expect((await staff('POST', `/safe-travel/${id}/escalate/`, { comment: 'x' })).status).toBe(403);
  expect((await interior('POST', `/safe-travel/${id}/escalate/`, {})).json.code).toBe('comment_required');
  const escalated = await interior('POST', `/safe-travel/${id}/escalate/`, { comment: 'Security alert' });
  expect(escalated.status, JSON.stringify(escalated.json)).toBe(200);
  expect(escalated.json.status).toBe(5);
  expect((await interior('POST', `/safe-travel/${id}/escalate/`, { comment: 'again' })).status).toBe(409);
  const ids = (answer: { json: Record<string, unknown> }) => (answer.json.results as Array<{ id: number }>).map((r) => r.id);
  for (const caller of [interior, staff]) {
    const tab = await caller('GET', '/safe-travel/?status=5');
    expect(tab.status, JSON.stringify(tab.json)).toBe(200);
    expect(ids(tab)).toContain(id);
    expect(ids(await caller('GET', '/safe-travel/?status=0'))).not.toContain(id);
  }
}

async function userSees(server: RunningServer) {
  await newModule(server);
  await ownMessage(server);
  await newState(server);
}

describe.skipIf(checkedOnPostgresToo)('an analyst changes the product in spec/ and locales/ only', () => {
  it('a new entity gets its table from codegen: the generic record table, its data index and one per reference', () => {
    const sql = readFileSync(join(copy, 'generated/migrations/announcement_records.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS announcement_records (');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS announcement_records_local_entity_idx');
    // Tables a numbered migration creates are left to it.
    expect(existsSync(join(copy, 'generated/migrations/reference_records.sql'))).toBe(false);
  });

  it('a fresh embedded database serves the new module, the own message and the new state', async () => {
    const server = await startServer({ root: copy, dataDir: join(copy, '.data') });
    try {
      await userSees(server);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)('a fresh PostgreSQL database serves them too', async () => {
    await withPostgresDatabase(`analyst_spec_${process.pid}`, async (url) => {
      const server = await startServer({ root: copy, dataDir: join(copy, '.data-pg'), env: { SERVER_DATABASE_URL: url } });
      try {
        await userSees(server);
      } finally {
        await server.stop();
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_generated');
      await client.end();
      expect(rows.map((r) => r.name)).toContain('announcement_records');
    });
  }, 300_000);
});
