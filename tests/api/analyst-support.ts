/**
 * What the analyst-change API tests share: calling a server started from a changed copy of the
 * project as a demo user, and a PostgreSQL database of their own when TEST_DATABASE_URL names one.
 */
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import type { RunningServer } from '../support/server-process.ts';

export type Answer = { status: number; json: Record<string, unknown> };
export type Caller = (method: string, path: string, payload?: unknown, language?: 'ar' | 'en') => Promise<Answer>;

/** The API of a running server as one demo user (English unless the call names a language). */
export async function as(server: RunningServer, username: string): Promise<Caller> {
  const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  return async (method, path, payload, language = 'en') => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'accept-language': language, authorization: `Token ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };
}

/** Runs `run` with the URL of a new, empty PostgreSQL database on TEST_DATABASE_URL's server, dropped afterwards. */
export async function withPostgresDatabase(name: string, run: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
