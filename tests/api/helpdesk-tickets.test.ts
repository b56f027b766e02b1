/**
 * Issue 16, helpdesk tickets: the reporter is the server-set owner and cannot set what the server or
 * the ministry owns; the ministry assigns (a ministry user, named), sets a due date, resolution and KB
 * item; hold/ and unhold/ are GET (POST kept); merge/ records merged_to and copies follow-ups and CCs;
 * bulk-update/ is all or nothing; the ministry deletes; statistics per status, priority, queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'staff', 'foreign', 'kuwaiti', 'interior']) tokens[who] = await t.login(who);
  const { rows } = await t.db.query<{ id: string; username: string }>('SELECT id, username FROM users');
  for (const row of rows) ids[row.username] = Number(row.id);
}, 60_000);
afterAll(() => t?.close());

const ticket = { title: 'Cannot upload', queue: 'general', description: 'The upload fails', priority: 3 };
const open = async (who = 'kuwaiti', extra: Record<string, unknown> = {}) => {
  const created = await t.call('POST', '/corp/tickets/', { token: tokens[who], body: { ...ticket, ...extra } });
  if (created.statusCode !== 201) throw new Error(`ticket: ${created.statusCode} ${created.body}`);
  return created.json() as { id: number; version: number } & Record<string, unknown>;
};
const status = async (id: number) => (await t.call('GET', `/tickets/${id}`, { token: tokens.staff })).json().status;

describe('ticket fields', () => {
  it('stamps the reporter as owner, by id and name; a reporter may not set the ministry\'s fields', async () => {
    const created = await open('kuwaiti');
    expect(created).toMatchObject({ owner: ids.kuwaiti, owner_name: 'Mariam Al-Rashed', status: 1 });
    for (const field of ['assigned_to', 'resolution', 'due_date', 'kb_item', 'owner', 'status', 'merged_to']) {
      const value = field === 'resolution' ? 'Done' : field === 'due_date' ? '2027-01-01' : 1;
      const refused = await t.call('POST', '/corp/tickets/', { token: tokens.foreign, body: { ...ticket, [field]: value }, language: 'en' });
      expect(refused.statusCode, field).toBe(403);
      expect(refused.json().fields[field].length, field).toBeGreaterThan(0);
    }
  });

  it('opens at normal priority when the reporter chooses none, as django-helpdesk does; any other is kept', async () => {
    const { priority: _, ...unprioritised } = ticket;
    const created = await t.call('POST', '/corp/tickets/', { token: tokens.kuwaiti, body: unprioritised });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().priority).toBe(3);
    expect((await open('kuwaiti', { priority: 1 })).priority).toBe(1);
  });

  it('lets the ministry assign to a ministry user, named, with a due date, resolution and KB item', async () => {
    const { id } = await open('foreign');
    const reference = (await t.db.query<{ id: string }>(`INSERT INTO reference_records (data) VALUES ('{"title": "How to upload", "visible": true, "user_types": ["fe"]}') RETURNING id`)).rows[0]!.id;
    const update = await t.call('PUT', `/tickets/${id}`, {
      token: tokens.staff,
      body: { ...ticket, assigned_to: ids.admin, due_date: '2027-03-01', resolution: 'Use a smaller file', kb_item: Number(reference) },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ assigned_to: ids.admin, assigned_to_name: 'Fahad Al-Sabah', due_date: '2027-03-01', resolution: 'Use a smaller file', kb_item: Number(reference), kb_item_name: 'How to upload', owner: ids.foreign });
    const notMinistry = await t.call('PUT', `/tickets/${id}`, { token: tokens.staff, body: { ...ticket, assigned_to: ids.kuwaiti }, language: 'en' });
    expect(notMinistry.statusCode).toBe(400);
    expect(notMinistry.json().fields.assigned_to).toBe('Choose an active ministry user');
    const arabic = await t.call('PUT', `/tickets/${id}`, { token: tokens.staff, body: { ...ticket, kb_item: 999999 }, language: 'ar' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().fields.kb_item).toBe('اختر وثيقة من مكتبة المراجع');
    // The reporter still reads it, names and all, and the assignee filter finds it.
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.foreign })).json().assigned_to_name).toBe('Fahad Al-Sabah');
    const assigned = (await t.call('GET', '/tickets/', { token: tokens.staff, query: { assigned_to: ids.admin!, page_size: 9999 } })).json();
    expect(assigned.results.map((r: { id: number }) => r.id)).toEqual([id]);
  });
});

describe('the handling form (PATCH)', () => {
  it('changes only the fields sent, the ministry only, while the state lets it', async () => {
    const { id } = await open('kuwaiti');
    const patched = await t.call('PATCH', `/tickets/${id}`, { token: tokens.staff, body: { assigned_to: ids.admin, resolution: 'Waiting for the server' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: ticket.title, description: ticket.description, priority: 3, assigned_to_name: 'Fahad Al-Sabah', resolution: 'Waiting for the server' });
    expect((await t.call('PATCH', `/tickets/${id}`, { token: tokens.kuwaiti, body: { priority: 1 } })).statusCode).toBe(403);
    expect((await t.call('PATCH', `/tickets/${id}`, { token: tokens.staff, body: { assigned_to: ids.kuwaiti }, language: 'en' })).json().fields.assigned_to).toBe('Choose an active ministry user');
    await t.call('POST', `/helpdesk/tickets/${id}/close/`, { token: tokens.staff, body: { comment: 'Done' } });
    expect((await t.call('PATCH', `/tickets/${id}`, { token: tokens.staff, body: { priority: 1 } })).statusCode).toBe(403);
  });
});

describe('assignees', () => {
  it('lists the active ministry users by name to the ministry, and to nobody else', async () => {
    const answer = await t.call('GET', '/helpdesk/assignees/', { token: tokens.staff });
    expect(answer.statusCode).toBe(200);
    const names = answer.json().map((a: { name: string }) => a.name);
    expect(names).toContain('Fahad Al-Sabah');
    expect(answer.json().map((a: { id: number }) => a.id)).not.toContain(ids.kuwaiti);
    // Whoever is listed can be assigned.
    const { id } = await open('kuwaiti');
    for (const assignee of answer.json() as Array<{ id: number }>) {
      expect((await t.call('PUT', `/tickets/${id}`, { token: tokens.staff, body: { ...ticket, assigned_to: assignee.id } })).statusCode).toBe(200);
    }
    for (const who of ['kuwaiti', 'foreign', 'interior']) expect((await t.call('GET', '/helpdesk/assignees/', { token: tokens[who] })).statusCode, who).toBe(403);
  });
});

describe('hold, unhold, delete', () => {
  it('holds and releases with GET as section 7 says, and still with POST', async () => {
    const { id } = await open();
    expect((await t.call('GET', `/helpdesk/tickets/${id}/hold/`, { token: tokens.kuwaiti })).statusCode).toBe(403);
    const held = await t.call('GET', `/helpdesk/tickets/${id}/hold/`, { token: tokens.staff });
    expect(held.statusCode).toBe(200);
    expect(held.json().status).toBe(6);
    expect((await t.call('GET', `/helpdesk/tickets/${id}/unhold/`, { token: tokens.staff })).json().status).toBe(1);
    expect((await t.call('POST', `/helpdesk/tickets/${id}/hold/`, { token: tokens.staff, body: { comment: 'Waiting' } })).json().status).toBe(6);
    expect((await t.call('POST', `/helpdesk/tickets/${id}/unhold/`, { token: tokens.staff, body: {} })).json().status).toBe(1);
    const history = (await t.call('GET', `/helpdesk/tickets/${id}/history/`, { token: tokens.kuwaiti })).json();
    expect(history.map((h: { event: string }) => h.event)).toEqual(['hold', 'release', 'hold', 'release']);
  });

  it('lets the ministry delete a ticket with its CCs, dependencies and follow-ups; nobody else', async () => {
    const { id } = await open();
    const other = await open();
    await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { email: 'x@example.org' } });
    await t.call('PUT', `/helpdesk/tickets/${other.id}/dependencies/`, { token: tokens.staff, body: { dependency_id: id } });
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'Looking', public: false } });
    expect((await t.call('DELETE', `/helpdesk/tickets/${id}`, { token: tokens.kuwaiti })).statusCode).toBe(403);
    const deleted = await t.call('DELETE', `/helpdesk/tickets/${id}`, { token: tokens.staff });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.staff })).statusCode).toBe(404);
    for (const table of ['helpdesk_ticket_ccs', 'helpdesk_followups']) {
      expect((await t.db.query(`SELECT 1 FROM ${table} WHERE ticket_id = $1`, [id])).rows).toHaveLength(0);
    }
    expect((await t.call('GET', `/helpdesk/tickets/${other.id}/dependencies/`, { token: tokens.staff })).json()).toEqual([]);
  });
});

describe('the ticket picker', () => {
  it("finds by title the tickets the caller may see, Arabic letter forms normalised, never another's", async () => {
    const mine = await open('kuwaiti', { title: 'تعذر رفع إيصال الإيداع' });
    const others = await open('foreign', { title: 'إيصال لا يصل' });
    const search = async (who: string, text: string) => {
      const answer = await t.call('GET', '/tickets/search/', { token: tokens[who], query: { search: text } });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as Array<{ id: number; name: string }>).map((match) => match.id);
    };
    expect(await search('kuwaiti', 'ايصال')).toEqual([mine.id]);
    expect(await search('staff', 'ايصال')).toEqual(expect.arrayContaining([mine.id, others.id]));
    expect((await t.call('GET', '/tickets/search/', { token: tokens.kuwaiti, query: { search: 'x' } })).statusCode).toBe(400);
  });
});

describe('merge', () => {
  it('records merged_to and copies follow-ups and CCs into the surviving ticket', async () => {
    const duplicate = await open('foreign');
    const survivor = await open('kuwaiti');
    await t.call('POST', `/helpdesk/tickets/${duplicate.id}/cc/`, { token: tokens.foreign, body: { email: 'copy@example.org' } });
    await t.call('POST', `/helpdesk/tickets/${duplicate.id}/cc/`, { token: tokens.foreign, body: { email: 'both@example.org' } });
    await t.call('POST', `/helpdesk/tickets/${survivor.id}/cc/`, { token: tokens.kuwaiti, body: { email: 'both@example.org' } });
    await t.call('POST', `/helpdesk/tickets/${duplicate.id}/followups/`, { token: tokens.foreign, body: { comment: 'Still failing' } });
    await t.call('POST', `/helpdesk/tickets/${duplicate.id}/followups/`, { token: tokens.staff, body: { comment: 'Same as the other one', public: false, time_spent: 5 } });
    const self = await t.call('POST', `/helpdesk/tickets/${duplicate.id}/merge/`, { token: tokens.staff, body: { comment: 'Duplicate', merged_to: duplicate.id }, language: 'en' });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields.merged_to).toBeTruthy();
    expect(await status(duplicate.id)).toBe(1); // the refusal rolled the step back
    expect((await t.call('POST', `/helpdesk/tickets/${duplicate.id}/merge/`, { token: tokens.staff, body: { comment: 'Duplicate' } })).statusCode).toBe(400);
    expect((await t.call('POST', `/helpdesk/tickets/${duplicate.id}/merge/`, { token: tokens.foreign, body: { comment: 'Duplicate', merged_to: survivor.id } })).statusCode).toBe(403);
    const merged = await t.call('POST', `/helpdesk/tickets/${duplicate.id}/merge/`, { token: tokens.staff, body: { comment: 'Duplicate', merged_to: survivor.id } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ status: 5, merged_to: survivor.id, merged_to_name: 'Cannot upload' }); // shown by its title
    const ccs = (await t.call('GET', `/helpdesk/tickets/${survivor.id}/cc/`, { token: tokens.staff })).json();
    expect(ccs.map((c: { email: string }) => c.email).sort()).toEqual(['both@example.org', 'copy@example.org']);
    const followups = (await t.call('GET', `/helpdesk/tickets/${survivor.id}/followups/`, { token: tokens.staff })).json().filter((f: { kind: string }) => f.kind === 'followup');
    expect(followups.map((f: { comment: string; public: boolean; merged_from: number }) => [f.comment, f.public, f.merged_from])).toEqual([
      ['Still failing', true, duplicate.id],
      ['Same as the other one', false, duplicate.id],
    ]);
    // The survivor's reporter sees the public copy only.
    const reporter = (await t.call('GET', `/helpdesk/tickets/${survivor.id}/followups/`, { token: tokens.kuwaiti })).json();
    expect(reporter.map((f: { comment: string }) => f.comment)).toEqual(['Still failing']);
    // A merged ticket is no merge target.
    const third = await open('kuwaiti');
    expect((await t.call('POST', `/helpdesk/tickets/${third.id}/merge/`, { token: tokens.staff, body: { comment: 'Dup', merged_to: duplicate.id } })).statusCode).toBe(400);
  });
});

describe('bulk update', () => {
  it('changes status, priority, queue and assignee of many tickets in one go, each change logged', async () => {
    const tickets = [await open('kuwaiti'), await open('foreign'), await open('kuwaiti')];
    const body = { ids: tickets.map((x) => x.id), priority: 1, queue: 'technical', assigned_to: ids.staff, status: 4, comment: 'Handled together' };
    expect((await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.kuwaiti, body })).statusCode).toBe(403);
    const done = await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.staff, body });
    expect(done.statusCode).toBe(200);
    expect(done.json().count).toBe(3);
    for (const record of done.json().results) expect(record).toMatchObject({ status: 4, priority: 1, queue: 'technical', assigned_to: ids.staff, assigned_to_name: 'Noura Al-Mutairi' });
    const timeline = (await t.call('GET', `/helpdesk/tickets/${tickets[1]!.id}/followups/`, { token: tokens.foreign })).json();
    const logged = timeline.find((f: { kind: string }) => f.kind === 'followup');
    expect(logged.changes).toEqual([
      { field: 'priority', old: 3, new: 1 },
      { field: 'queue', old: 'general', new: 'technical' },
      { field: 'assigned_to', old: null, new: ids.staff },
    ]);
    expect(timeline.find((f: { kind: string }) => f.kind === 'step')).toMatchObject({ event: 'close', new_status: 4, comment: 'Handled together' });
  });

  it('changes nothing when one ticket may not be changed, naming it', async () => {
    const fine = await open('kuwaiti');
    const closed = await open('kuwaiti');
    await t.call('POST', `/helpdesk/tickets/${closed.id}/close/`, { token: tokens.staff, body: { comment: 'Done' } });
    const refused = await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.staff, body: { ids: [fine.id, closed.id], priority: 1 }, language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bulk_refused', message: `Ticket No. ${closed.id} cannot be changed this way; nothing was changed` });
    expect((await t.call('GET', `/tickets/${fine.id}`, { token: tokens.staff })).json().priority).toBe(3);
    expect((await t.db.query('SELECT 1 FROM helpdesk_followups WHERE ticket_id = $1', [fine.id])).rows).toHaveLength(0);
    // A status the workflow cannot reach from a ticket's state refuses all too; a ticket that does not exist is named.
    const resolve = await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.staff, body: { ids: [fine.id, closed.id], status: 6 }, language: 'ar' });
    expect(resolve.statusCode).toBe(400);
    // Arabic pages show the number in Arabic-Indic digits.
    expect(resolve.json().message).toContain(new Intl.NumberFormat('ar-KW-u-nu-arab', { useGrouping: false }).format(closed.id));
    expect(await status(fine.id)).toBe(1);
    const missing = await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.staff, body: { ids: [fine.id, 999999], status: 6 }, language: 'en' });
    expect(missing.json()).toMatchObject({ code: 'bulk_not_found', message: 'Ticket No. 999999 was not found; nothing was changed' });
    expect(await status(fine.id)).toBe(1);
    expect((await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.staff, body: { ids: [fine.id] } })).statusCode).toBe(400);
  });
});

describe('statistics', () => {
  it('counts per status, priority and queue (by name), with the average days to close', async () => {
    const t1 = await open('interior', { priority: 1, queue: 'account' });
    await t.call('POST', `/helpdesk/tickets/${t1.id}/close/`, { token: tokens.staff, body: { comment: 'Done' } });
    await t.db.query(`UPDATE helpdesk_ticket_records SET created_at = now() - interval '2 days' WHERE id = $1`, [t1.id]);
    const mine = (await t.call('GET', '/tickets/statistics/', { token: tokens.interior, language: 'en' })).json();
    expect(mine.total).toBe(1);
    expect(mine.by_priority).toEqual([{ priority: 1, count: 1 }, { priority: 2, count: 0 }, { priority: 3, count: 0 }, { priority: 4, count: 0 }, { priority: 5, count: 0 }]);
    expect(mine.by_queue.find((q: { queue: string }) => q.queue === 'account')).toEqual({ queue: 'account', name: 'Account and access', count: 1 });
    expect(mine.average_days_to_close).toBeCloseTo(2, 1);
    const all = (await t.call('GET', '/tickets/statistics/', { token: tokens.staff, language: 'ar' })).json();
    expect(all.by_queue[0]).toMatchObject({ queue: 'general', name: 'استفسار عام' });
    expect(all.by_priority.reduce((sum: number, p: { count: number }) => sum + p.count, 0)).toBe(all.total);
  });
});
