/** What the PostgreSQL benches share: a fresh database per bench, timed requests and their p95. */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)]!;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A new, empty database `name` on the server (dropped first if it exists); undefined when no server answers. */
export async function freshDatabase(name: string): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One request's time at the client, answer read; a failed answer throws. */
export async function timed(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}
