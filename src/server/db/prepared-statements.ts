/**
 * Named prepared statements for the hot statements of the PostgreSQL driver (issue 21 item 5): a
 * statement sent with a name is parsed once per connection, and after five runs PostgreSQL may keep
 * one generic plan for it instead of planning every run (the list page's statement: 0.4–0.6 ms of
 * planning per request; the session lookup 0.13 ms). Only statements whose caller asks for it are
 * named: their text is fixed for a shape of request and their best plan does not hang on the values.
 */

/** How many distinct statement texts get a name per process; past it they run unnamed (bounded memory per connection). */
export const MAX_NAMED = 500;

/**
 * The SQLSTATE of "cached plan must not change result type": a named statement outlived a change of
 * the table it reads (a migration run by another instance while this one serves). pg's client keeps
 * the statement on that connection, so the text gets a new name and the query runs again.
 */
export const STALE_PLAN = '0A000';

/** Statement names by text: one name per text within a process, as pg's client requires per connection. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private renamed = 0;

  constructor(private readonly max = MAX_NAMED) {}

  /** The name `sql` runs under, or undefined once `max` texts have one. */
  nameOf(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.max) return known;
    const name = `portal_${this.names.size + 1}`;
    this.names.set(sql, name);
    return name;
  }

  /** A new name for `sql`, after its plan went stale: each connection then parses it afresh. */
  rename(sql: string): string {
    this.renamed += 1;
    const name = `portal_r${this.renamed}`;
    this.names.set(sql, name);
    return name;
  }
}

/** Whether `error` is PostgreSQL's refusal to run a named statement whose result type changed. */
export const isStalePlan = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STALE_PLAN && /cached plan must not change result type/.test(String((error as { message?: unknown }).message));
