/**
 * forgot-password does the same work for a known and an unknown e-mail: the same SQL statements in
 * the same order. The median times are a figure of `npm run bench` (tests/bench/identity-timing.ts):
 * timing is the machine's, so it is printed there, not asserted here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/server/db/database.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ask = (email: string) => t.call('POST', '/forgot-password/', { body: { email }, language: 'en' });

/** The statements (their first words, values left out) a request sends to the database. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const wrap = <T extends Queryable>(q: T): T => {
    const query = q.query.bind(q);
    return Object.assign(Object.create(q) as T, {
      query: (sql: string, params?: unknown[]) => (seen.push(sql.replace(/\s+/g, ' ').slice(0, 60)), query(sql, params)),
    });
  };
  const db = t.app.db;
  const { query, transaction } = db;
  db.query = wrap(db).query;
  db.transaction = ((work: (tx: Queryable) => Promise<unknown>) => transaction.call(db, (tx) => work(wrap(tx)))) as typeof db.transaction;
  try {
    await run();
  } finally {
    Object.assign(db, { query, transaction });
  }
  return seen;
}

describe('forgot-password: known and unknown e-mails alike', () => {
  it('answers the same and sends the same statements for both; only the account gets a mail', async () => {
    const known = await ask('staff@portal.example');
    const unknown = await ask('nobody-here@portal.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const { rows } = await t.db.query<{ recipient: string }>("SELECT recipient FROM outbox WHERE template = 'auth.mail.password_reset'");
    expect(rows.map((r) => r.recipient)).toEqual(['staff@portal.example']);
    // The delivery run each request starts afterwards (claims of the outbox) is left out, and the
    // savepoint ends as it must: released for the account, rolled back for the stranger.
    const shape = (statements: string[]) =>
      statements.filter((s) => !s.startsWith('UPDATE outbox')).map((s) => s.replace(/^(RELEASE|ROLLBACK TO) SAVEPOINT/, 'END SAVEPOINT'));
    const forKnown = shape(await statementsOf(() => ask('staff@portal.example')));
    const forUnknown = shape(await statementsOf(() => ask('nobody-here@portal.example')));
    expect(forKnown.length).toBeGreaterThan(4);
    expect(forUnknown).toEqual(forKnown);
  });
});
