/**
 * Fund transfers at scale (issue 14): 100,000 transfers of 50 Kuwaiti entities seeded into a fresh
 * PostgreSQL database; against the real server over HTTP on loopback, the requests list the portal
 * asks for (10 rows, a random page of a status tab or All) as the entity's FT staff and as the
 * ministry's charity account staff, p95 of 200 requests each next to the health endpoint's p95 in the
 * same run; then 50 creates of one entity sent at once, of which the day's limit (10) must let
 * exactly 10 through. Run alone: `node --import tsx tests/bench/fund-transfers.ts`.
 */
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../support/server-process.ts';
import { ADMIN_URL, freshDatabase, ms, p95, timed } from './postgres-bench.ts';

const root = join(import.meta.dirname, '..', '..');
const DATABASE = 'portal_bench_ft';
const TRANSFERS = 100_000;
const ENTITIES = 50;
const STATES = ['new', 'local_entity_ft_manager', 'charity_account_staff', 'ft_review', 'ft_regular', 'mofa', 'diplomatic_mission', 'bank', 'foreign_entity', 'donation_received', 'completed', 'rejected', 'suspended'];

/** 100,000 transfers over 50 entities and the states of the chain, all filed before today (so today's limit is untouched). */
async function seedTransfers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `INSERT INTO fund_transfer_records (data, created_at)
     SELECT jsonb_build_object('request_type', CASE WHEN i % 3 = 0 THEN 'd' ELSE 'r' END, 'amount', (i % 5000) + 0.125,
              'deposit_receipt', 'DR-B-' || i, 'purpose', 'Bench transfer ' || i, 'foreign_entity', 2, 'country', 'IQ', 'mission', 1,
              'local_entity', 1 + i % ${ENTITIES}, 'status', ($1::text[])[1 + i % cardinality($1::text[])]),
            now() - interval '1 day' - (i || ' minutes')::interval
       FROM generate_series(1, ${TRANSFERS}) AS i`,
    [STATES],
  );
  await client.query('VACUUM ANALYZE fund_transfer_records');
  await client.end();
}

async function tokenOf(api: string, username: string): Promise<string> {
  const login = await fetch(`${api}/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Portal@2026demo' }) });
  return ((await login.json()) as { token: string }).token;
}

/** p95 of 200 list pages as `username`, each a random page of a random tab of `tabs`. */
async function listP95(api: string, username: string, tabs: string[], rows: number): Promise<number> {
  const init = { headers: { authorization: `Token ${await tokenOf(api, username)}`, 'accept-language': 'ar' } };
  const samples: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const tab = tabs[i % tabs.length]!;
    const page = 1 + Math.floor(Math.random() * Math.min(50, Math.max(1, rows / tabs.length / 10)));
    samples.push(await timed(`${api}/ft/fund-transfer/?status=${tab}&page=${page}&page_size=10`, init));
  }
  return p95(samples);
}

/** 50 creates of the FT staff's entity sent at once: how many the server accepted, and how the others were answered. */
async function concurrentCreates(api: string): Promise<{ accepted: number; refused: Record<string, number> }> {
  const headers = { authorization: `Token ${await tokenOf(api, 'ftstaff')}`, 'content-type': 'application/json', 'accept-language': 'en' };
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${api}/ft/fund-transfer/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ request_type: 'r', amount: 100 + i, deposit_receipt: `DR-C-${i}`, purpose: 'Concurrent', foreign_entity: 2, country: 'IQ', mission: 1 }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { fields?: Record<string, string> } })),
    ),
  );
  const refused: Record<string, number> = {};
  for (const answer of answers.filter((a) => a.status !== 201)) {
    const key = `${answer.status} ${Object.values(answer.body.fields ?? {})[0] ?? ''}`;
    refused[key] = (refused[key] ?? 0) + 1;
  }
  return { accepted: answers.filter((a) => a.status === 201).length, refused };
}

/** Seeds, measures and prints; prints why when no PostgreSQL server answers. */
export async function measureFundTransfers(): Promise<void> {
  console.log(`\nFund transfers: ${TRANSFERS.toLocaleString('en')} of ${ENTITIES} Kuwaiti entities seeded on PostgreSQL (client-side timings over loopback)`);
  const url = await freshDatabase(DATABASE);
  if (!url) return console.log(`skipped: no PostgreSQL server at ${ADMIN_URL} (set BENCH_POSTGRES_URL)`);
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-ft-data'), env: { SERVER_DATABASE_URL: url, VALIDATE_RESPONSES: 'false', LOG_LEVEL: 'error' } });
  try {
    await seedTransfers(url);
    const api = `${server.url}/api/v1`;
    const health: number[] = [];
    for (let i = 0; i < 200; i += 1) health.push(await timed(`${api}/health`, {}));
    const baseline = p95(health);
    // The FT staff's own entity (2% of the rows) and the charity account staff's whole list, by their tabs.
    const staff = await listP95(api, 'ftstaff', ['all', 'mofa', 'bank', 'rejected'], TRANSFERS / ENTITIES);
    const charity = await listP95(api, 'charity', ['all', 'new', 'charity_account_staff', 'donation_received', 'rejected'], TRANSFERS);
    const line = (label: string, value: number) =>
      console.log(`${label.padEnd(44)} p95 ${ms(value).padStart(9)}   target ≤ 50 ms   ${value <= 50 ? 'met' : 'NOT met'}   (${(value / baseline).toFixed(1)}× health)`);
    console.log(`${'health (baseline)'.padEnd(44)} p95 ${ms(baseline).padStart(9)}`);
    line('list as the entity\'s FT staff (10 rows, tabs)', staff);
    line('list as charity account staff (10 rows, tabs)', charity);
    const { accepted, refused } = await concurrentCreates(api);
    const others = Object.entries(refused).map(([answer, count]) => `${count} × ${answer}`).join('; ');
    console.log(`50 concurrent creates of one entity: ${accepted} accepted (limit 10: ${accepted <= 10 ? 'never exceeded' : 'EXCEEDED'}); ${others}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureFundTransfers();
