/** The one database contract the server uses; PGlite and PostgreSQL both implement it. */

export type Row = Record<string, unknown>;

/** How a statement is sent. */
export type QueryOptions = {
  /**
   * Send it as a named prepared statement where the driver can (PostgreSQL; PGlite plans in process):
   * for hot statements whose text is fixed per shape of request and whose plan does not hang on the
   * values (db/prepared-statements.ts). Name columns rather than `*`, so a migration adding a column
   * leaves the result type alone.
   */
  prepare?: boolean;
};

/** Something SQL can be sent to: the database itself or an open transaction. */
export type Queryable = {
  /** One statement with `$1…` parameters. JSON values must be passed as strings and cast (`$1::jsonb`). */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type Database = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` (from any connection: every server instance of the database) until the
   * returned function stops it. `onPayload('')` means notices may have been missed (a reconnection):
   * the listener should catch up on everything.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` unless another connection (another server instance) is running work of this `name`
   * on the same database and schema; resolves whether it ran. On PostgreSQL a session-level
   * advisory lock on a connection held for the while; if that connection is lost, the lock goes
   * with it. PGlite has one process and one connection: `fn` always runs.
   */
  runAlone(name: string, fn: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
};

/** Double-quotes an identifier that comes from the spec (a table or schema name), refusing anything odd. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
  return `"${name}"`;
}
