/**
 * Foreign entities at scale (issue 7): 100,000 entities seeded into a fresh PostgreSQL database,
 * then, against the real server over HTTP on loopback: the status-list page and the name search
 * (p95 of 200 requests, timed at the client, so loopback and JSON parsing are included), the
 * Excel export of 9,999 rows, and requests per second at 50 concurrent clients for the list
 * endpoint next to the trivial health endpoint in the same run.
 * Run alone: `node --import tsx tests/bench/foreign-entities.ts`.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../support/server-process.ts';
import { ADMIN_URL, freshDatabase, ms, p95, timed } from './postgres-bench.ts';

const root = join(import.meta.dirname, '..', '..');
const DATABASE = 'portal_bench';
const ENTITIES = 100_000;


/** 100,000 entities in every status, Arabic and English names, spread over countries and missions. */
async function seedEntities(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    INSERT INTO foreign_entity_records (data, created_at)
    SELECT jsonb_build_object(
      'uid', gen_random_uuid()::text,
      'name', (ARRAY['Relief','Hope','Mercy','Crescent','Water','Orphan','School','Health','Bridge','Light'])[1 + i % 10] || ' '
              || (ARRAY['Foundation','Society','Trust','Association','Charity'])[1 + (i / 10) % 5] || ' ' || i,
      'name_ar', (ARRAY['جمعية','مؤسسة','هيئة','رابطة','صندوق'])[1 + i % 5] || ' '
              || (ARRAY['الأمل','الرحمة','الهدى','النور','الإحسان','البر','الخير','السلام','الوفاء','العطاء'])[1 + (i / 5) % 10] || ' ' || i,
      'email', 'entity' || i || '@bench.example', 'mobile', '+96279' || lpad((i % 10000000)::text, 7, '0'),
      'country', (ARRAY['JO','EG','MA','PK','TR','SN','NE','BD','ID','KE'])[1 + i % 10],
      'status', (ARRAY[0,1,2,2,2,3,4,6,7,8,9,11])[1 + i % 12], 'mission', 1 + i % 20, 'allowed_for_fund_transfer', i % 3 = 0)
      , now() - (i || ' minutes')::interval
    FROM generate_series(1, ${ENTITIES}) AS i`);
  // What autovacuum does in a running system: statistics and the visibility map (index-only counts).
  await client.query('VACUUM ANALYZE foreign_entity_records');
  await client.end();
}

/** Requests per second with `clients` loops in flight for `seconds`. */
async function throughput(next: () => string, init: RequestInit, clients = 50, seconds = 8): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const response = await fetch(next(), init);
        await response.arrayBuffer();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/** Seeds, measures and prints; prints why when no PostgreSQL server answers. */
export async function measureForeignEntities(): Promise<void> {
  console.log(`\nForeign entities: ${ENTITIES.toLocaleString('en')} seeded on PostgreSQL (client-side timings over loopback)`);
  const url = await freshDatabase(DATABASE);
  if (!url) return console.log(`skipped: no PostgreSQL server at ${ADMIN_URL} (set BENCH_POSTGRES_URL)`);
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-fe-data'), env: { SERVER_DATABASE_URL: url, VALIDATE_RESPONSES: 'false', LOG_LEVEL: 'error' } });
  try {
    const seeded = performance.now();
    await seedEntities(url);
    console.log(`seeding ${ms(performance.now() - seeded)}`);
    const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'Portal@2026demo' }) });
    const init = { headers: { authorization: `Token ${((await login.json()) as { token: string }).token}`, 'accept-language': 'ar' } };
    const api = `${server.url}/api/v1`;
    const page = () => 1 + Math.floor(Math.random() * 100);
    const list: number[] = [];
    for (let i = 0; i < 200; i += 1) list.push(await timed(`${api}/foreign-entities/?status=2&page=${page()}&page_size=10`, init));
    const terms = ['الامل', 'رحمه', 'الإحسان', 'hope', 'crescent', 'جمعية النور', 'mercy trust', 'الهدي'];
    const search: number[] = [];
    for (let i = 0; i < 200; i += 1) search.push(await timed(`${api}/foreign-entities-search/?search=${encodeURIComponent(terms[i % terms.length]!)}`, init));
    const listSearch: number[] = [];
    for (let i = 0; i < 50; i += 1) listSearch.push(await timed(`${api}/foreign-entities/?search=${encodeURIComponent(terms[i % terms.length]!)}&page_size=10`, init));
    const exports: number[] = [];
    for (let i = 0; i < 3; i += 1) exports.push(await timed(`${api}/foreign-entities/?export=1`, init));
    console.log(`status list page (status 2, 10 rows)  p95 ${ms(p95(list)).padStart(9)}   target ≤ 50 ms`);
    console.log(`name search (foreign-entities-search) p95 ${ms(p95(search)).padStart(9)}   target ≤ 100 ms`);
    console.log(`list with a search term              p95 ${ms(p95(listSearch)).padStart(9)}`);
    console.log(`Excel export of 9,999 rows        median ${ms([...exports].sort((a, b) => a - b)[1]!).padStart(9)}   target ≤ 3000 ms`);
    const health = await throughput(() => `${api}/health`, {});
    const listed = await throughput(() => `${api}/foreign-entities/?status=2&page=${page()}&page_size=10`, init);
    console.log(`50 concurrent clients: list ${listed.toFixed(0)} req/s, health ${health.toFixed(0)} req/s (list = ${((listed / health) * 100).toFixed(0)}% of the trivial endpoint)`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureForeignEntities();
