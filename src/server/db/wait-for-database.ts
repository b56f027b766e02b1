/** The start's wait for PostgreSQL: tries again with backoff, one line per attempt, then gives up. */
import type { Database } from './database.ts';
import { describeDatabaseFailure } from './database-faults.ts';

export type WaitOptions = {
  /** The server's address, for the messages (its password is never printed). */
  url: string;
  /** Give up once this long has passed since the first attempt. */
  startMs: number;
  /** Where the lines go (stderr by default). */
  say?: (line: string) => void;
  /** First pause between attempts; each next one twice as long, at most 10 s. */
  firstDelayMs?: number;
};

/** The database could not be reached within the start's time; its message is the last line printed. */
export class DatabaseUnreachable extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the database and runs `SELECT 1` until it answers. Each failed attempt prints one line
 * (what failed, when the next attempt is); after `startMs` it throws DatabaseUnreachable.
 */
export async function waitForDatabase(open: () => Promise<Database>, { url, startMs, say = (line) => console.error(line), firstDelayMs = 1000 }: WaitOptions): Promise<Database> {
  const started = Date.now();
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    let db: Database | undefined;
    try {
      db = await open();
      await db.query('SELECT 1');
      if (attempt > 1) say(`database: connected to the server on attempt ${attempt}`);
      return db;
    } catch (error) {
      await db?.close().catch(() => undefined);
      const reason = describeDatabaseFailure(error, url);
      const elapsed = Date.now() - started;
      if (elapsed + delay > startMs) {
        const message = `database: gave up after ${Math.round(elapsed / 1000)} s and ${attempt} attempt${attempt === 1 ? '' : 's'}: ${reason} (DATABASE_START_SECONDS=${Math.round(startMs / 1000)})`;
        say(message);
        throw new DatabaseUnreachable(message);
      }
      say(`database: attempt ${attempt} failed: ${reason}; trying again in ${Math.round(delay / 100) / 10} s`);
      await pause(delay);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}
