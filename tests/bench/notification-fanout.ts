/**
 * Notification fan-out (issue 15): how long a workflow step takes when it tells 1,000 users. On a
 * fresh PostgreSQL database with the demo seed, against the real server over HTTP: a local entity
 * answers the ministry's remarks on a safe-travel notification (`reply` notifies the ministry), timed
 * at the client, median of 5 — first with the seed's two ministry users (the baseline, same run),
 * then with 1,000 more. The step writes one notification and one e-mail per recipient in its own
 * transaction. Run alone: `node --import tsx tests/bench/notification-fanout.ts`.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServer } from '../support/server-process.ts';
import { ADMIN_URL, freshDatabase, ms } from './postgres-bench.ts';
import { safeTravelBody, traveller } from '../api/safe-travel-example.ts';

const root = join(import.meta.dirname, '..', '..');
const DATABASE = 'portal_bench_fanout';
const USERS = 1000;
const RUNS = 5;

async function tokenOf(api: string, username: string): Promise<string> {
  const login = await fetch(`${api}/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Portal@2026demo' }) });
  return ((await login.json()) as { token: string }).token;
}

async function call(api: string, token: string, path: string, body: unknown): Promise<{ id: number }> {
  const response = await fetch(`${api}${path}`, { method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** Median time of the `reply` step over RUNS new notifications. */
async function replyMedian(api: string, entity: string, ministry: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { id } = await call(api, entity, '/safe-travel/', safeTravelBody({ purpose: 'Bench', travellers: [traveller({ passport_number: `P${i}` })] }));
    await call(api, ministry, `/safe-travel/${id}/remark/`, { comment: 'Dates?' });
    const started = performance.now();
    await call(api, entity, `/safe-travel/${id}/reply/`, { comment: 'Fixed' });
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** 1,000 more ministry staff, with addresses, sharing the demo staff's password. */
async function addMinistryStaff(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `INSERT INTO users (username, name, email, user_type, password_hash, permissions, menu_permissions)
     SELECT 'bench-staff-' || i, 'Bench staff ' || i, 'bench-staff-' || i || '@portal.example', 'mofa_staff', s.password_hash, s.permissions, s.menu_permissions
       FROM generate_series(1, ${USERS}) AS i, (SELECT * FROM users WHERE username = 'staff') AS s`,
  );
  await client.end();
}

export async function measureNotificationFanout(): Promise<void> {
  console.log(`\nNotification fan-out: a safe-travel reply that tells the ministry, on PostgreSQL (client-side, median of ${RUNS})`);
  const url = await freshDatabase(DATABASE);
  if (!url) return console.log(`skipped: no PostgreSQL server at ${ADMIN_URL} (set BENCH_POSTGRES_URL)`);
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-fanout-data'), env: { SERVER_DATABASE_URL: url, VALIDATE_RESPONSES: 'false', LOG_LEVEL: 'error' } });
  try {
    const api = `${server.url}/api/v1`;
    const entity = await tokenOf(api, 'kuwaiti');
    const ministry = await tokenOf(api, 'staff');
    const baseline = await replyMedian(api, entity, ministry);
    await addMinistryStaff(url);
    const fanout = await replyMedian(api, entity, ministry);
    console.log(`step telling 2 users (baseline)       ${ms(baseline).padStart(10)}`);
    console.log(`step telling ${USERS + 2} users               ${ms(fanout).padStart(10)}   (${(fanout / baseline).toFixed(1)}× baseline; ${(((fanout - baseline) / USERS) * 1000).toFixed(0)} µs per added recipient)`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureNotificationFanout();
