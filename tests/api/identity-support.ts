/** Helpers of the identity API tests: a movable clock, outbox and audit readers. */
import type { Database } from '../../src/server/db/database.ts';

/** A clock the test moves by hand; pass `clock.now` as the app's clock. */
export function movableClock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

/** Outbox rows for a recipient, oldest first. */
export async function outboxFor(db: Database, recipient: string) {
  const { rows } = await db.query<{ channel: string; template: string; params: Record<string, string> }>(
    'SELECT channel, template, params FROM outbox WHERE recipient = $1 ORDER BY id', [recipient]);
  return rows;
}

/** The token at the end of the link of the newest outbox mail of a template for a recipient. */
export async function linkToken(db: Database, recipient: string, template: string): Promise<string> {
  const mail = (await outboxFor(db, recipient)).filter((m) => m.template === template).at(-1);
  if (!mail) throw new Error(`no ${template} mail for ${recipient}`);
  return mail.params.link!.split('/').at(-1)!;
}

/** Audit rows of an action, oldest first. */
export async function auditRows(db: Database, action: string) {
  const { rows } = await db.query<{ actor_username: string | null; target: string | null; ip: string | null; details: Record<string, unknown>; at: Date }>(
    'SELECT actor_username, target, ip, details, at FROM audit_log WHERE action = $1 ORDER BY id', [action]);
  return rows;
}
