/**
 * Issue 20 item 2, on the server: a database filled under today's spec keeps working after an
 * analyst's change that its records may no longer fit — the reference's author made required, its
 * description renamed summary, the awqaf remark's audience losing "ministries", the safe-travel
 * purpose shortened (tests/support/spec-changes.ts) — declared in the spec as data changes, with no
 * SQL written. The real server, started again from the changed copy on the same database, runs the
 * SQL codegen wrote, and every list of every entity answers, each record as the new spec says.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL names one; once per `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations.ts';
import { copyProject, removeCopy } from '../support/project-copy.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { declareDataChanges, narrowStoredFields, REFERENCE_AUTHOR_DEFAULT } from '../support/spec-changes.ts';
import { as } from './analyst-support.ts';
import { checkedOnPostgresToo } from './harness.ts';

let copy: string;
const postgres = process.env.TEST_DATABASE_URL;
const databaseName = `analyst_data_${process.pid}`;
let databaseUrl: string | undefined;

type Filed = { reference: number; remark: number; request: number };

/** Records the old spec allows and the new one does not: a reference without an author, a remark for the ministries. */
async function fileUnderOldSpec(server: RunningServer): Promise<Filed> {
  const staff = await as(server, 'staff');
  const reference = await staff('POST', '/references/', { title: 'Field guide', published_date: '2026-01-15', description: 'How the missions report', user_types: ['le'] });
  expect(reference.status, JSON.stringify(reference.json)).toBe(201);
  const mission = await as(server, 'mission');
  const filedRequest = await mission('POST', '/aq/request/', { state_type: 0, first_name: 'Ali', last_name: 'Hasan', nationality: 'JO', email: 'ali@example.org', mobile: '+962791111222', passport_number: 'A1234567' });
  expect(filedRequest.status, JSON.stringify(filedRequest.json)).toBe(201);
  const request = filedRequest.json.id as number;
  const remark = await staff('POST', '/aq/comment/', { awqaf_request: request, comment: 'For the ministries only', audience: 'ministries' });
  expect(remark.status, JSON.stringify(remark.json)).toBe(201);
  return { reference: reference.json.id as number, remark: remark.json.id as number, request };
}

/** Under the new spec: the records changed as declared, and every list of every entity answers. */
async function readUnderNewSpec(server: RunningServer, filed: Filed): Promise<void> {
  const admin = await as(server, 'admin');
  const reference = await admin('GET', `/references/${filed.reference}/`);
  expect(reference.status, JSON.stringify(reference.json)).toBe(200);
  expect(reference.json).toMatchObject({ author: REFERENCE_AUTHOR_DEFAULT, summary: 'How the missions report' });
  expect(reference.json).not.toHaveProperty('description');
  // A new reference needs the author now, as the new spec says.
  const unnamed = await admin('POST', '/references/', { title: 'Field guide 2', published_date: '2026-02-01', summary: 'Second edition', user_types: ['le'] });
  expect(unnamed.status, JSON.stringify(unnamed.json)).toBe(400);
  expect(unnamed.json.fields).toEqual({ author: 'This field is required' });
  const remarks = await admin('GET', `/aq/comment/?awqaf_request=${filed.request}`);
  expect(remarks.status).toBe(200);
  expect((remarks.json.results as Array<{ id: number; audience: string }>).find((remark) => remark.id === filed.remark)?.audience).toBe('all');
  const failed: string[] = [];
  for (const operation of Object.values(operations)) {
    if (operation.method !== 'get' || operation.path.includes('{') || (operation as { resource?: { action: string } }).resource?.action !== 'list') continue;
    // Every record where the list lets one page hold them all, else its first page.
    let { status } = await admin('GET', `${operation.path}?page_size=9999`);
    if (status === 400) ({ status } = await admin('GET', operation.path));
    if (status >= 500) failed.push(`${operation.operationId}: ${status}`);
  }
  expect(failed).toEqual([]);
}

async function onBothDatabases(step: (server: RunningServer) => Promise<void>, label: string, again = false): Promise<void> {
  const keep: Record<string, string> = again ? { KEEP_DATA: '1' } : {};
  const servers = [{ dataDir: join(copy, '.data'), env: keep }, ...(databaseUrl ? [{ dataDir: join(copy, '.data-pg'), env: { ...keep, SERVER_DATABASE_URL: databaseUrl } }] : [])];
  for (const options of servers) {
    const server = await startServer({ root: copy, ...options });
    try {
      await step(server);
    } catch (error) {
      throw new Error(`${label} on ${'SERVER_DATABASE_URL' in options.env ? 'PostgreSQL' : 'PGlite'}: ${(error as Error).message}\n${server.output().slice(-3000)}`, { cause: error });
    } finally {
      await server.stop();
    }
  }
}

beforeAll(async () => {
  if (checkedOnPostgresToo) return;
  copy = copyProject('analyst-data');
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(postgres);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
}, 60_000);

afterAll(async () => {
  if (copy) removeCopy(copy);
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

describe.skipIf(checkedOnPostgresToo)('a spec change on a database filled before it', () => {
  it('runs the declared data changes and reads every record under the new spec', async () => {
    const filed: Filed[] = [];
    await onBothDatabases(async (server) => void filed.push(await fileUnderOldSpec(server)), 'filing under the old spec');
    narrowStoredFields(copy);
    declareDataChanges(copy);
    execFileSync(process.execPath, ['--import', 'tsx', join(copy, 'codegen/cli.ts'), '--root', copy], { cwd: copy, stdio: 'pipe' });
    let index = 0;
    await onBothDatabases((server) => readUnderNewSpec(server, filed[index++]!), 'reading under the new spec', true);
  }, 600_000);
});
