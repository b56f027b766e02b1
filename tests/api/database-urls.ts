/** PostgreSQL URLs of the API tests: the server's own database for admin work, one database per test app. */
import pg from 'pg';

/** `url` with another database name. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Sends one statement to the database TEST_DATABASE_URL names (where databases are created and dropped). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Drops a database of this run if it exists, closing its connections first. */
export const dropDatabase = (url: string, database: string) => adminQuery(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
