/**
 * Issue 15, items 1–3 through the API on a real database: the notifications a workflow step leaves
 * (one per recipient, one e-mail each, none for the actor), their list, counts and reading, the live
 * stream of counts, and the pending actions derived from the statecharts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { liftTransferSafeguards } from './workflow/api-steps.ts';
import { safeTravelBody } from './safe-travel-example.ts';

let t: TestApp;
let tokens: Record<'kuwaiti' | 'staff' | 'admin' | 'interior' | 'foreign' | 'mission', string>;
beforeAll(async () => {
  t = await startTestApp();
  const login = (user: string) => t.login(user);
  tokens = { kuwaiti: await login('kuwaiti'), staff: await login('staff'), admin: await login('admin'), interior: await login('interior'), foreign: await login('foreign'), mission: await login('mission') };
});
afterAll(() => t?.close());

const trip = safeTravelBody();

async function newTrip(): Promise<number> {
  const response = await t.call('POST', '/safe-travel/', { token: tokens.kuwaiti, body: trip });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const step = async (id: number, event: string, token: string, body: Record<string, unknown> = {}) => {
  const response = await t.call('POST', `/safe-travel/${id}/${event}/`, { token, body });
  expect(response.statusCode, response.body).toBe(200);
};

/** Who the step on `id` told, by username, with the e-mails queued for them. */
async function told(id: number) {
  const { rows } = await t.db.query<{ username: string; email: string | null; type: string; actor: string; language: string }>(
    `SELECT u.username, u.email, n.type, a.username AS actor, u.language FROM notifications n
       JOIN users u ON u.id = n.user_id JOIN users a ON a.id = n.actor_id
      WHERE n.workflow = 'safe-travel' AND n.record_id = $1 ORDER BY u.username`,
    [id],
  );
  return rows;
}

const stats = async (user: keyof typeof tokens) => (await t.call('GET', '/notifications/stats/', { token: tokens[user] })).json();

describe('notifications left by workflow steps', () => {
  it('tells each user of the notified types who may open the record once, queues one e-mail each, and never tells the actor', async () => {
    const id = await newTrip();
    await step(id, 'remark', tokens.staff, { comment: 'Add the hotel' });
    const before = Number((await t.db.query<{ id: string | null }>('SELECT max(id) AS id FROM outbox')).rows[0]!.id ?? 0);
    await step(id, 'reply', tokens.kuwaiti, { comment: 'Hotel added' });
    const recipients = await told(id);
    const afterReply = recipients.filter((r) => r.actor === 'kuwaiti');
    // reply notifies the ministry: its administrator and staff, not the local entity's user who replied.
    expect(afterReply.map((r) => r.username)).toEqual(['admin', 'staff']);
    expect(afterReply.every((r) => r.type === 'tr')).toBe(true);
    const { rows: mails } = await t.db.query<{ recipient: string; template: string; params: Record<string, string> }>('SELECT recipient, template, params FROM outbox WHERE id > $1 ORDER BY id', [before]);
    expect(mails.map((m) => m.recipient).sort()).toEqual(afterReply.map((r) => r.email).sort());
    expect(mails.every((m) => m.template === 'notifications.mail' && m.params.path === `/portal/safe_travel/item/${id}`)).toBe(true);
  });

  it('counts unread notifications per type, lists them newest first with names, and marks only the recipient\'s own read', async () => {
    const id = await newTrip();
    const start = await stats('staff');
    await step(id, 'remark', tokens.admin, { comment: 'Which hotel?' });
    await step(id, 'reply', tokens.kuwaiti, { comment: 'The Grand' });
    const after = await stats('staff');
    expect(after.tr).toBe(start.tr + 1);
    expect(after.total).toBe(start.total + 1);

    const list = await t.call('GET', '/notifications/', { token: tokens.staff, query: { type: 'tr', unread: true } });
    expect(list.statusCode, list.body).toBe(200);
    const newest = list.json().results[0];
    expect(newest).toMatchObject({ type: 'tr', workflow: 'safe-travel', record_id: id, event: 'reply', actor_name: 'Mariam Al-Rashed', page: 'safe_travel.item', read: false });

    // Another user's notification is not found, as a missing one; their counts are untouched.
    expect((await t.call('PUT', `/notifications/read/${newest.id}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await t.call('PUT', '/notifications/read/999999999/', { token: tokens.staff })).statusCode).toBe(404);
    const read = await t.call('PUT', `/notifications/read/${newest.id}/`, { token: tokens.staff });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().read).toBe(true);
    expect((await stats('staff')).tr).toBe(start.tr);
  });

  it('tells the record\'s owner when a step names owner (a helpdesk ticket resolved)', async () => {
    const created = await t.call('POST', '/corp/tickets/', { token: tokens.foreign, body: { title: 'Cannot upload', queue: 'general', description: 'The upload fails', priority: 3 } });
    if (created.statusCode !== 201) return expect.fail(`ticket: ${created.statusCode} ${created.body}`);
    const ticket = created.json().id as number;
    const resolved = await t.call('POST', `/helpdesk/tickets/${ticket}/resolve/`, { token: tokens.staff, body: { comment: 'Fixed' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const { rows } = await t.db.query<{ username: string; type: string }>(
      "SELECT u.username, n.type FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.workflow = 'helpdesk-ticket' AND n.record_id = $1",
      [ticket],
    );
    expect(rows).toEqual([{ username: 'foreign', type: 'bc' }]);
  });
});

describe('pending actions', () => {
  it('lists the records whose state the caller holds, with the steps they may take, and nothing the caller cannot open', async () => {
    const id = await newTrip();
    const ministry = await t.call('GET', '/pending-actions/', { token: tokens.staff, query: { page_size: 9999 } });
    expect(ministry.statusCode, ministry.body).toBe(200);
    const item = ministry.json().results.find((r: { workflow: string; record_id: number }) => r.workflow === 'safe-travel' && r.record_id === id);
    expect(item).toMatchObject({ state: 'new', page: 'safe_travel.item' });
    expect(item.events.sort()).toEqual(['accept', 'reject', 'remark']);

    // New is the ministry's: the local entity may cancel it, but nothing waits for it there.
    const entity = async () => (await t.call('GET', '/pending-actions/', { token: tokens.kuwaiti, query: { page_size: 9999 } })).json().results;
    expect((await entity()).some((r: { record_id: number; workflow: string }) => r.workflow === 'safe-travel' && r.record_id === id)).toBe(false);
    await step(id, 'remark', tokens.staff, { comment: 'Add the hotel' });
    const mine = (await entity()).find((r: { record_id: number; workflow: string }) => r.workflow === 'safe-travel' && r.record_id === id);
    expect(mine.events.sort()).toEqual(['cancel', 'reply']);
    // The interior ministry lists safe travel but holds no state of it; a foreign entity cannot open it.
    for (const user of ['interior', 'foreign'] as const) {
      const results = (await t.call('GET', '/pending-actions/', { token: tokens[user], query: { page_size: 9999 } })).json().results;
      expect(results.some((r: { workflow: string }) => r.workflow === 'safe-travel')).toBe(false);
    }
  });

  it('tells FT departments of one user type apart: the holder\'s moves only, not every step the caller may take', async () => {
    await liftTransferSafeguards(t);
    const staff = await t.login('ftstaff');
    const created = await t.call('POST', '/ft/fund-transfer/', { token: staff, body: { request_type: 'r', amount: 120.5, deposit_receipt: `DR-PEND-${Date.now() % 100000}`, purpose: 'Books', foreign_entity: 2, country: 'IQ', mission: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const pendingOf = async (token: string) => {
      const results = (await t.call('GET', '/pending-actions/', { token, query: { page_size: 9999 } })).json().results as Array<{ workflow: string; record_id: number; events: string[] }>;
      return results.find((r) => r.workflow === 'fund-transfer' && r.record_id === id)?.events.sort();
    };
    expect(await pendingOf(staff)).toEqual(['submit']);
    expect((await t.call('POST', `/ft/fund-transfer/${id}/submit/`, { token: staff, body: {} })).statusCode).toBe(200);
    // Both are Kuwaiti-entity users: the FT manager holds it now, the staff no longer.
    expect(await pendingOf(tokens.kuwaiti)).toEqual(['approve', 'reject', 'return']);
    expect(await pendingOf(staff)).toBeUndefined();
    // At the charity account staff: theirs, not the general account supervisor's, who may only suspend it there.
    await t.db.query(`UPDATE fund_transfer_records SET data = data || '{"status": "charity_account_staff"}'::jsonb WHERE id = $1`, [id]);
    expect(await pendingOf(await t.login('charity'))).toEqual(['refer_to_mosal', 'reject', 'restrict', 'return', 'review']);
    expect(await pendingOf(await t.login('ftuser'))).toBeUndefined();
  });

  it('answers newest change first, one page at a time, with the total', async () => {
    const first = await newTrip();
    const second = await newTrip();
    const page = (await t.call('GET', '/pending-actions/', { token: tokens.staff, query: { page_size: 10, page: 1 } })).json();
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.results.slice(0, 2).map((r: { record_id: number }) => r.record_id)).toEqual([second, first]);
  });
});

describe('the live stream of counts', () => {
  it('pushes the counts at once and again when a notification arrives, and refuses a caller without a session', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${address}/api/v1/notifications/stream/`)).status).toBe(401);
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v1/notifications/stream/`, { headers: { authorization: `Token ${tokens.staff}` }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextStats = async (): Promise<{ tr: number; total: number }> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: stats\ndata: (.*)$/m.exec(event);
          if (data) return JSON.parse(data[1]!);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextStats();
    const id = await newTrip();
    await step(id, 'remark', tokens.admin, { comment: 'Dates?' });
    await step(id, 'reply', tokens.kuwaiti, { comment: 'Fixed' });
    let latest = await nextStats();
    while (latest.tr < first.tr + 1) latest = await nextStats();
    expect(latest.tr).toBe(first.tr + 1);
    controller.abort();
  });

  it('ends the stream when its session ends (logout), within the check interval', { timeout: 60_000 }, async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const token = await t.login('foreign');
    const response = await fetch(`${address}/api/v1/notifications/stream/`, { headers: { authorization: `Token ${token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read(); // the first counts
    expect((await t.call('POST', '/logout/', { token })).statusCode).toBe(204);
    const started = Date.now();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      expect(new TextDecoder().decode(chunk.value)).not.toMatch(/^event: stats/m); // only keep-alives until it ends
    }
    expect(Date.now() - started).toBeLessThan(25_000);
  });
});
