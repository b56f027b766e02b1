/**
 * Kuwaiti entities at scale (issue 13): 10,000 local entities seeded into a fresh PostgreSQL
 * database, then, against the real server over HTTP on loopback, the list page the portal asks for
 * (15 rows, a random page, names of categories and places added by the server) and the same page
 * with a search term: p95 of 200 requests timed at the client, next to the health endpoint's p95 in
 * the same run as the baseline. Run alone: `node --import tsx tests/bench/local-entities.ts`.
 */
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../support/server-process.ts';
import { ADMIN_URL, freshDatabase, ms, p95, timed } from './postgres-bench.ts';

const root = join(import.meta.dirname, '..', '..');
const DATABASE = 'portal_bench_le';
const ENTITIES = 10_000;


/** 10,000 entities over the seeded categories, Arabic and English names, active and inactive. */
async function seedEntities(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const categories = (await client.query<{ id: string }>('SELECT id FROM local_entity_category_records ORDER BY id')).rows.map((row) => Number(row.id));
  await client.query(
    `INSERT INTO local_entity_records (data, created_at)
     SELECT jsonb_build_object(
       'name', (ARRAY['جمعية','مبرة','لجنة','صندوق','مؤسسة'])[1 + i % 5] || ' ' || (ARRAY['الخير','العون','الإحسان','البر','النور'])[1 + (i / 5) % 5] || ' ' || i,
       'name_ar', (ARRAY['جمعية','مبرة','لجنة','صندوق','مؤسسة'])[1 + i % 5] || ' ' || (ARRAY['الخير','العون','الإحسان','البر','النور'])[1 + (i / 5) % 5] || ' ' || i,
       'name_en', (ARRAY['Society','Charity','Committee','Fund','Foundation'])[1 + i % 5] || ' ' || i,
       'email', 'le' || i || '@bench.example', 'category', ($1::int[])[1 + i % cardinality($1::int[])],
       'country', 'KW', 'status', CASE WHEN i % 7 = 0 THEN 'inactive' ELSE 'active' END, 'api', i % 4 = 0)
       , now() - (i || ' minutes')::interval
     FROM generate_series(1, ${ENTITIES}) AS i`,
    [categories],
  );
  await client.query('VACUUM ANALYZE local_entity_records');
  await client.end();
}

/** Seeds, measures and prints; prints why when no PostgreSQL server answers. */
export async function measureLocalEntities(): Promise<void> {
  console.log(`\nKuwaiti entities: ${ENTITIES.toLocaleString('en')} seeded on PostgreSQL (client-side timings over loopback)`);
  const url = await freshDatabase(DATABASE);
  if (!url) return console.log(`skipped: no PostgreSQL server at ${ADMIN_URL} (set BENCH_POSTGRES_URL)`);
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-le-data'), env: { SERVER_DATABASE_URL: url, VALIDATE_RESPONSES: 'false', LOG_LEVEL: 'error' } });
  try {
    await seedEntities(url);
    const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'Portal@2026demo' }) });
    const init = { headers: { authorization: `Token ${((await login.json()) as { token: string }).token}`, 'accept-language': 'ar' } };
    const api = `${server.url}/api/v1`;
    const page = () => 1 + Math.floor(Math.random() * (ENTITIES / 15));
    const health: number[] = [];
    for (let i = 0; i < 200; i += 1) health.push(await timed(`${api}/health`, {}));
    const list: number[] = [];
    for (let i = 0; i < 200; i += 1) list.push(await timed(`${api}/local-entities/?page=${page()}&page_size=15`, init));
    const terms = ['الخير', 'مبرة العون', 'foundation', 'الاحسان'];
    const search: number[] = [];
    for (let i = 0; i < 200; i += 1) search.push(await timed(`${api}/local-entities/?search=${encodeURIComponent(terms[i % terms.length]!)}&page_size=15`, init));
    const baseline = p95(health);
    console.log(`health (baseline)                    p95 ${ms(baseline).padStart(9)}`);
    console.log(`list page (15 rows, random page)     p95 ${ms(p95(list)).padStart(9)}   target ≤ 50 ms   ${p95(list) <= 50 ? 'met' : 'NOT met'}   (${(p95(list) / baseline).toFixed(1)}× health)`);
    console.log(`list with a search term              p95 ${ms(p95(search)).padStart(9)}   (${(p95(search) / baseline).toFixed(1)}× health)`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLocalEntities();
