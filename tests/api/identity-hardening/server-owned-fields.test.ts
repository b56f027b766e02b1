/**
 * Issue 18: a ticket's reporter could set `merged_to` on create. Issue 16: a ticket's server-owned
 * fields (status, owner, merged_to) and the ministry's (assignee, due date, resolution, KB item) are
 * `readOnly` for reporters in spec/access/rules/helpdesk.yaml — sending one is refused (403 under the
 * field); `merged_to` is set by merge/ alone, so even the ministry's value on create is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ticket = { title: 'Cannot upload', queue: 'general', description: 'The upload fails', priority: 3 };

describe('server-owned fields on create', () => {
  it('refuses merged_to, status and owner from a reporter, and ignores the record\'s own readOnly fields', async () => {
    const token = await t.login('foreign');
    const refused = await t.call('POST', '/corp/tickets/', { token, body: { ...ticket, merged_to: 1, status: 4, owner: 1 }, language: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['merged_to', 'owner', 'status']);
    const created = await t.call('POST', '/corp/tickets/', { token, body: { ...ticket, version: 9, id: 999, created: '2000-01-01T00:00:00Z' } });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).not.toHaveProperty('merged_to');
    expect(record).toMatchObject({ status: 1, version: 1 });
    expect(record.id).not.toBe(999);
    expect(record.created).not.toMatch(/^2000/);
    const { rows } = await t.db.query<{ data: Record<string, unknown> }>('SELECT data FROM helpdesk_ticket_records WHERE id = $1', [record.id]);
    expect(rows[0]!.data).not.toHaveProperty('merged_to');
    // The reporter cannot change it afterwards either: the update is the ministry's.
    const update = await t.call('PUT', `/tickets/${record.id}`, { token, body: { ...ticket, merged_to: 1 }, language: 'en' });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
  });

  it('ignores merged_to on create even from the ministry: only merge/ sets it', async () => {
    const token = await t.login('staff');
    const first = (await t.call('POST', '/corp/tickets/', { token, body: ticket })).json();
    const created = await t.call('POST', '/corp/tickets/', { token, body: { ...ticket, merged_to: first.id } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('merged_to');
    expect(created.json()).toMatchObject({ status: 1 });
  });
});
