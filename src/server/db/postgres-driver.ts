/** A PostgreSQL server through a `pg` connection pool. */
import pg from 'pg';
import { identifier, type Database, type Queryable, type QueryOptions, type Row } from './database.ts';
import { isStalePlan, StatementNames } from './prepared-statements.ts';

/** Queries on the pool, or (`inTransaction`) on one connection lent for a transaction. */
const wrap = (target: pg.Pool | pg.PoolClient, names: StatementNames, inTransaction = false): Queryable => ({
  async query<T extends Row = Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
    const values = params as unknown[];
    const name = options?.prepare ? names.nameOf(sql) : undefined;
    if (name === undefined) return { rows: (await target.query<T>(sql, values)).rows };
    try {
      return { rows: (await target.query<T>({ name, text: sql, values })).rows };
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // The text's next run, on any connection, parses it afresh under a new name. In a transaction
      // the error has aborted it: the caller's retry decides; alone, the statement runs once more.
      const renamed = names.rename(sql);
      if (inTransaction) throw error;
      return { rows: (await target.query<T>({ name: renamed, text: sql, values })).rows };
    }
  },
  async exec(sql: string) {
    await target.query(sql);
  },
});

/** How long to wait for the server; see `DatabaseConfig` in src/server/config.ts. */
export type PostgresTimeouts = { connectTimeoutMs?: number; statementTimeoutMs?: number };

/**
 * pg settings for the timeouts: the server cancels a statement after `statement_timeout`; the
 * client gives up a little later (`query_timeout`) when the server itself stalls and never answers.
 * TCP keep-alive notices a peer that vanished without closing the connection.
 */
function timeoutSettings({ connectTimeoutMs = 10_000, statementTimeoutMs = 0 }: PostgresTimeouts) {
  return {
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 5_000 } : {}),
  };
}

const warnIdleError = (error: Error) => console.warn(`database: a pooled connection was closed by the server (${error.message}); the next query opens another`);

/**
 * Opens a pool on `url`; with `schema`, creates it and puts it first on every connection's search_path.
 * `onIdleError` hears of a connection the server closed while the pool held it idle (a restart, an
 * administrator, a dropped database).
 */
export async function openPostgres(url: string, schema?: string, onIdleError: (error: Error) => void = warnIdleError, timeouts: PostgresTimeouts = {}): Promise<Database> {
  const settings = timeoutSettings(timeouts);
  const names = new StatementNames();
  if (schema) {
    const setup = new pg.Client({ connectionString: url, ...settings });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${identifier(schema)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...settings,
    ...(schema ? { options: `-c search_path=${identifier(schema)},public` } : {}),
  });
  // The pool drops such a connection and opens another when next needed; without a listener its
  // 'error' event would end the process.
  pool.on('error', onIdleError);
  return {
    kind: 'postgres',
    ...wrap(pool, names),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      // A connection the server closes between two statements raises 'error' on the client, which
      // the pool does not hear while the client is lent out: unheard, it would end the process.
      // The transaction's next statement fails instead, and the connection is not handed on.
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, names, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back (lost, or a statement still running after a
        // client-side timeout) is closed rather than handed to the next caller.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    listen: (channel, onPayload) => listenOn(url, channel, onPayload, settings.connectionTimeoutMillis),
    runAlone: (name, fn) => runAlone(pool, name, fn),
    close: () => pool.end(),
  };
}

// The lock's key: the work's name within the connection's schema (test apps share one database).
const LOCK_KEY = `hashtext(current_schema() || ':' || $1)`;

/**
 * Holds a pooled connection with `pg_try_advisory_lock` while `fn` runs, so one instance at a time
 * does the work; the others skip it. The connection sits idle meanwhile: a server closing it would
 * otherwise raise an unheard 'error' (the pool only listens to idle connections), so it gets a
 * listener, and a connection that cannot unlock is closed, which ends the lock too.
 */
async function runAlone(pool: pg.Pool, name: string, fn: () => Promise<void>): Promise<boolean> {
  const client = await pool.connect();
  let lost = false;
  const onError = () => {
    lost = true;
  };
  client.on('error', onError);
  const lock = (sql: string) => client.query<{ done: boolean }>(`SELECT ${sql}(${LOCK_KEY}) AS done`, [name]);
  try {
    const got = await lock('pg_try_advisory_lock').then(({ rows }) => rows[0]?.done === true, (error) => (onError(), Promise.reject(error)));
    if (!got) return false;
    try {
      await fn();
    } finally {
      if (!lost) await lock('pg_advisory_unlock').catch(onError);
    }
    return true;
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is opened again, 1 s later, then up to 30 s apart, and the listener told to catch up.
 */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void, connectTimeoutMs: number): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    next.on('notification', (message) => onPayload(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped) return;
      timer = setTimeout(() => void reconnect(), delay);
      timer.unref();
      delay = Math.min(delay * 2, 30_000);
    });
    await next.connect();
    await next.query(`LISTEN ${identifier(channel)}`);
    client = next;
    delay = 1000;
  };
  const reconnect = async () => {
    try {
      await connect();
      onPayload('');
    } catch {
      if (stopped) return;
      timer = setTimeout(() => void reconnect(), delay);
      timer.unref();
      delay = Math.min(delay * 2, 30_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
