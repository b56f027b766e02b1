/**
 * The baseline of the API-overhead figures (issue 21 item 5): a bare Fastify 5 app whose one route
 * runs one query on the same PostgreSQL server, with the portal's pool size. Started as its own
 * process by the bench (PORT, DATABASE_URL); prints `listening` when ready.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/health', async () => {
  const { rows } = await pool.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return { status: 'ok', database: 'postgres', migration: Number(rows[0]?.version ?? 0) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
