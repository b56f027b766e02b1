/**
 * Global search at scale (issue 15 item 4): 100,000 foreign entities and 100,000 fund transfers seeded
 * into a fresh PostgreSQL database; against the real server over HTTP on loopback, `global-search/`
 * as ministry staff (every kind, no scope to narrow it), p95 of 200 requests, each a term a user would
 * type for one record — part of an Arabic name in other letter forms, an English name, an e-mail, a
 * phone, a deposit receipt number — next to the health endpoint's p95 in the same run; then, apart,
 * a word a tenth of the entities share, which ranks 10,000 candidates.
 * Run alone: `node --import tsx tests/bench/global-search.ts`.
 */
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../support/server-process.ts';
import { ADMIN_URL, freshDatabase, ms, p95, timed } from './postgres-bench.ts';

const root = join(import.meta.dirname, '..', '..');
const DATABASE = 'portal_bench_search';
const ROWS = 100_000;
const AR_KINDS = ['جمعية', 'مؤسسة', 'هيئة', 'رابطة', 'صندوق'];
const AR_WORDS = ['الأمل', 'الرحمة', 'الهدى', 'النور', 'الإحسان', 'البر', 'الخير', 'السلام', 'الوفاء', 'العطاء'];
const EN_WORDS = ['Relief', 'Hope', 'Mercy', 'Crescent', 'Water', 'Orphan', 'School', 'Health', 'Bridge', 'Light'];
const EN_KINDS = ['Foundation', 'Society', 'Trust', 'Association', 'Charity'];

/** 100,000 entities (Arabic and English names, e-mails, phones) and 100,000 transfers to them. */
async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `INSERT INTO foreign_entity_records (data, created_at)
     SELECT jsonb_build_object('uid', gen_random_uuid()::text,
              'name', ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 5] || ' ' || i, 'name_en', ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 5] || ' ' || i,
              'name_ar', ($3::text[])[1 + i % 5] || ' ' || ($4::text[])[1 + (i / 5) % 10] || ' ' || i,
              'email', 'entity' || i || '@bench.example', 'mobile', '+96279' || lpad(i::text, 7, '0'),
              'country', (ARRAY['JO','EG','MA','PK','TR'])[1 + i % 5], 'status', (ARRAY[0,1,2,2,2,3,4,6,8,11])[1 + i % 10], 'mission', 1 + i % 20),
            now() - (i || ' minutes')::interval
       FROM generate_series(1, ${ROWS}) AS i`,
    [EN_WORDS, EN_KINDS, AR_KINDS, AR_WORDS],
  );
  await client.query(
    `INSERT INTO fund_transfer_records (data, created_at)
     SELECT jsonb_build_object('request_type', 'r', 'amount', (i % 5000) + 0.125, 'deposit_receipt', 'DR-B-' || i, 'purpose', 'Bench transfer ' || i,
              'foreign_entity', 1 + i % ${ROWS}, 'country', 'JO', 'mission', 1 + i % 20, 'local_entity', 1 + i % 50, 'status', 'mofa'),
            now() - (i || ' minutes')::interval
       FROM generate_series(1, ${ROWS}) AS i`,
  );
  await client.query('VACUUM ANALYZE foreign_entity_records');
  await client.query('VACUUM ANALYZE fund_transfer_records');
  await client.end();
}

/** A term for record `i` as a user would type it: Arabic without hamza and with ه for ة, English, e-mail, phone, receipt. */
function termFor(i: number, n: number): string {
  const arabic = `${AR_KINDS[i % 5]} ${AR_WORDS[Math.floor(i / 5) % 10]} ${i}`.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
  const terms = [arabic, `${EN_WORDS[i % 10]} ${EN_KINDS[Math.floor(i / 10) % 5]} ${i}`, `entity${i}@bench.example`, `+962 79 ${String(i).padStart(7, '0')}`, `DR-B-${i}`];
  return terms[n % terms.length]!;
}

async function tokenOf(api: string, username: string): Promise<string> {
  const login = await fetch(`${api}/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Portal@2026demo' }) });
  return ((await login.json()) as { token: string }).token;
}

/** p95 of 200 searches for the terms `next` gives, as ministry staff; checks the record is found. */
async function searchP95(api: string, init: RequestInit, next: (n: number) => string): Promise<number> {
  const samples: number[] = [];
  for (let n = 0; n < 200; n += 1) samples.push(await timed(`${api}/global-search/?q=${encodeURIComponent(next(n))}`, init));
  return p95(samples);
}

/** Seeds, measures and prints; prints why when no PostgreSQL server answers. */
export async function measureGlobalSearch(): Promise<void> {
  console.log(`\nGlobal search: ${ROWS.toLocaleString('en')} foreign entities + ${ROWS.toLocaleString('en')} fund transfers on PostgreSQL (client-side timings over loopback)`);
  const url = await freshDatabase(DATABASE);
  if (!url) return console.log(`skipped: no PostgreSQL server at ${ADMIN_URL} (set BENCH_POSTGRES_URL)`);
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-search-data'), env: { SERVER_DATABASE_URL: url, VALIDATE_RESPONSES: 'false', LOG_LEVEL: 'error' } });
  try {
    await seed(url);
    const api = `${server.url}/api/v1`;
    const init = { headers: { authorization: `Token ${await tokenOf(api, 'staff')}`, 'accept-language': 'ar' } };
    // The record each term names must come back first in its group.
    const probe = (await (await fetch(`${api}/global-search/?q=${encodeURIComponent(termFor(4242, 0))}`, init)).json()) as { groups: Array<{ results: Array<{ name: string }> }> };
    if (!probe.groups[0]?.results[0]?.name.endsWith(' 4242')) throw new Error(`global search did not find entity 4242 first: ${JSON.stringify(probe).slice(0, 300)}`);
    const health: number[] = [];
    for (let i = 0; i < 200; i += 1) health.push(await timed(`${api}/health`, {}));
    const baseline = p95(health);
    const records = await searchP95(api, init, (n) => termFor(1 + Math.floor(Math.random() * ROWS), n));
    const common = await searchP95(api, init, (n) => EN_WORDS[n % EN_WORDS.length]!);
    console.log(`${'health (baseline)'.padEnd(48)} p95 ${ms(baseline).padStart(9)}`);
    console.log(`${'one record by name (ar/en), e-mail, phone, number'.padEnd(48)} p95 ${ms(records).padStart(9)}   target ≤ 150 ms   ${records <= 150 ? 'met' : 'NOT met'}   (${(records / baseline).toFixed(1)}× health)`);
    console.log(`${'a word 10,000 entities share (no target)'.padEnd(48)} p95 ${ms(common).padStart(9)}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureGlobalSearch();
