/**
 * Issue 20 item 1, storage from the spec: on a temporary copy of the project an analyst adds a new
 * entity (announcements: a title, a body, a parent reference to a Kuwaiti entity), its CRUD operations
 * and their access rule, in spec/ and locales/ only — no SQL. Codegen writes its table
 * (generated/migrations/announcement_records.sql), the real server started from the copy creates it
 * on a fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL names one), and the API serves
 * it: the ministry creates, lists, reads, changes and deletes; a Kuwaiti entity is refused. When
 * `npm test` also runs the API tests on PostgreSQL, the file runs once, there (both databases).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { checkedOnPostgresToo } from './harness.ts';

const project = join(import.meta.dirname, '..', '..');
const COPIED = ['spec', 'locales', 'generated', 'src', 'codegen', 'tests/support', 'package.json', 'tsconfig.json'];
let copy: string;

const entity = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'announcements.entity',
  description: 'A notice the ministry publishes to Kuwaiti entities.',
  type: 'object',
  'x-table': 'announcement_records',
  'x-title': '{title}',
  properties: {
    id: { type: 'integer', readOnly: true, title: 'common.fields.id' },
    title: { type: 'string', minLength: 1, maxLength: 200, title: 'announcements.fields.title' },
    body: { type: 'string', maxLength: 5000, title: 'announcements.fields.body' },
    local_entity: { type: 'integer', minimum: 1, 'x-reference': 'local-entity', title: 'announcements.fields.local_entity' },
    created: { type: 'string', format: 'date-time', readOnly: true, title: 'common.fields.created' },
  },
  required: ['title'],
};

const responses = (ok: string, schema: string) => `
      responses:
        '${ok}':
          description: The answer.
          content:
            application/json:
              schema: ${schema}
        '400': { $ref: './common.yaml#/components/responses/BadRequest' }
        '401': { $ref: './common.yaml#/components/responses/Unauthorized' }
        '403': { $ref: './common.yaml#/components/responses/Forbidden' }`;
const record = "{ $ref: '../entities/announcement.schema.json' }";
const body = `
      requestBody:
        required: true
        content:
          application/json:
            schema: ${record}`;
const api = `openapi: 3.1.0
info: { title: Announcements, version: 1.0.0 }
paths:
  /announcements/:
    get:
      operationId: listAnnouncements
      summary: Announcements, newest first.
      x-resource: { entity: announcement, action: list }
      x-search: [title, body]
      parameters:
        - $ref: './common.yaml#/components/parameters/Page'
        - $ref: './common.yaml#/components/parameters/PageSize'
        - $ref: './common.yaml#/components/parameters/Search'${responses('200', `
                type: object
                properties:
                  count: { type: integer }
                  results: { type: array, items: ${record} }
                required: [count, results]`)}
    post:
      operationId: createAnnouncement
      summary: Publish one.
      x-resource: { entity: announcement, action: create }${body}${responses('201', record)}
  /announcements/{id}/:
    parameters:
      - $ref: './common.yaml#/components/parameters/Id'
    get:
      operationId: getAnnouncement
      summary: One announcement.
      x-resource: { entity: announcement, action: get }${responses('200', record)}
        '404': { $ref: './common.yaml#/components/responses/NotFound' }
    put:
      operationId: updateAnnouncement
      summary: Change one.
      x-resource: { entity: announcement, action: update }${body}${responses('200', record)}
        '404': { $ref: './common.yaml#/components/responses/NotFound' }
    delete:
      operationId: deleteAnnouncement
      summary: Delete one.
      x-resource: { entity: announcement, action: delete }${responses('200', "{ $ref: './common.yaml#/components/schemas/Deleted' }")}
        '404': { $ref: './common.yaml#/components/responses/NotFound' }
`;

beforeAll(() => {
  if (checkedOnPostgresToo) return;
  mkdirSync(join(project, '.tmp'), { recursive: true });
  copy = mkdtempSync(join(project, '.tmp/analyst-entity-'));
  for (const path of COPIED) cpSync(join(project, path), join(copy, path), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(copy, 'spec/entities/announcement.schema.json'), JSON.stringify(entity, null, 2));
  writeFileSync(join(copy, 'spec/api/announcements.yaml'), api);
  writeFileSync(join(copy, 'spec/access/rules/announcements.yaml'), [
    'listAnnouncements: { ministry: all }', 'createAnnouncement: { ministry: all }', 'getAnnouncement: { ministry: all }',
    'updateAnnouncement: { ministry: all }', 'deleteAnnouncement: { ministry: all }', '',
  ].join('\n'));
  for (const [language, texts] of Object.entries({
    en: { entity: 'Announcement', fields: { title: 'Title', body: 'Text', local_entity: 'Kuwaiti entity' } },
    ar: { entity: 'إعلان', fields: { title: 'العنوان', body: 'النص', local_entity: 'الجهة الكويتية' } },
  })) writeFileSync(join(copy, `locales/${language}/announcements.json`), JSON.stringify(texts, null, 2));
  execFileSync(process.execPath, ['--import', 'tsx', join(copy, 'codegen/cli.ts'), '--root', copy], { cwd: copy, stdio: 'pipe' });
}, 300_000);
afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

/** Drives the new entity's API on a server started from the copy. */
async function crud(server: RunningServer) {
  const call = async (method: string, path: string, user: string, payload?: unknown) => {
    const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: DEMO_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method, headers: { 'accept-language': 'en', authorization: `Token ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const created = await call('POST', '/announcements/', 'staff', { title: 'Office closed on Sunday', body: 'National holiday', local_entity: 1 });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as number;
  expect(created.json).toMatchObject({ title: 'Office closed on Sunday', local_entity: 1 });
  expect(typeof created.json.local_entity_name).toBe('string');
  const missing = await call('POST', '/announcements/', 'staff', { body: 'No title' });
  expect(missing.status).toBe(400);
  expect((missing.json.fields as Record<string, string>).title).toBe('This field is required');
  const listed = await call('GET', '/announcements/?search=holiday', 'staff');
  expect((listed.json.results as Array<{ id: number }>).map((r) => r.id)).toEqual([id]);
  expect((await call('PUT', `/announcements/${id}/`, 'staff', { title: 'Office closed on Monday' })).json.title).toBe('Office closed on Monday');
  expect((await call('GET', `/announcements/${id}/`, 'staff')).json.title).toBe('Office closed on Monday');
  expect((await call('GET', '/announcements/', 'kuwaiti')).status).toBe(403);
  expect((await call('POST', '/announcements/', 'kuwaiti', { title: 'Mine' })).status).toBe(403);
  expect((await call('DELETE', `/announcements/${id}/`, 'staff')).status).toBe(200);
  expect((await call('GET', `/announcements/${id}/`, 'staff')).status).toBe(404);
}

describe.skipIf(checkedOnPostgresToo)('a new entity from the spec alone', () => {
  it('gets its table from codegen: the generic record table, its data index and one per reference', () => {
    const sql = readFileSync(join(copy, 'generated/migrations/announcement_records.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS announcement_records (');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS announcement_records_local_entity_idx');
    // Tables a numbered migration creates are left to it.
    expect(existsSync(join(copy, 'generated/migrations/reference_records.sql'))).toBe(false);
  });

  it('is served on a fresh embedded database', async () => {
    const server = await startServer({ root: copy, dataDir: join(copy, '.data') });
    try {
      await crud(server);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)('is served on a fresh PostgreSQL database', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `analyst_entity_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const server = await startServer({ root: copy, dataDir: join(copy, '.data-pg'), env: { SERVER_DATABASE_URL: url.toString() } });
      try {
        await crud(server);
      } finally {
        await server.stop();
      }
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_generated');
      await client.end();
      expect(rows.map((r) => r.name)).toContain('announcement_records');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 300_000);
});
