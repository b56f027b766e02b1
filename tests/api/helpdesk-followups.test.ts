/**
 * Issue 16, a ticket's CC list, dependencies and follow-ups: CCs (e-mail or user, can_view, can_update)
 * get the e-mails of the steps that notify and of public follow-ups; a ticket with an open dependency
 * cannot be resolved (a translated 400); private follow-ups never reach the reporter, nor their files.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'staff', 'foreign', 'kuwaiti']) tokens[who] = await t.login(who);
  const { rows } = await t.db.query<{ id: string; username: string }>('SELECT id, username FROM users');
  for (const row of rows) ids[row.username] = Number(row.id);
}, 60_000);
afterAll(() => t?.close());

const RESOLVE_AR = (JSON.parse(readFileSync('locales/ar/workflows.json', 'utf8')) as { helpdesk_ticket: { events: { resolve: string } } }).helpdesk_ticket.events.resolve;
const ticket = { title: 'Cannot upload', queue: 'general', description: 'The upload fails', priority: 3 };
const open = async (who = 'kuwaiti') => (await t.call('POST', '/corp/tickets/', { token: tokens[who], body: ticket })).json() as { id: number };
const mailsTo = async (recipient: string) =>
  (await t.db.query<{ params: Record<string, string> }>('SELECT params FROM outbox WHERE recipient = $1 ORDER BY id', [recipient])).rows.map((r) => r.params);

describe('CC list', () => {
  it('adds an e-mail or a user with their rights, lists them by name, refuses a repeat, removes by cc_id', async () => {
    const { id } = await open();
    const email = await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { email: 'Board@Example.org', can_update: true } });
    expect(email.statusCode).toBe(201);
    expect(email.json()).toMatchObject({ ticket: id, email: 'Board@Example.org', user: null, can_view: true, can_update: true });
    const user = await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.staff, body: { user: ids.admin, can_view: true } });
    expect(user.json()).toMatchObject({ user: ids.admin, name: 'Fahad Al-Sabah', email: null, can_update: false });
    const repeat = await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { email: 'board@example.org' }, language: 'en' });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json().fields.email).toBe('This Field Is Repeated');
    const both = await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { email: 'a@example.org', user: ids.admin }, language: 'ar' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('أدخل بريدًا إلكترونيًا أو اختر مستخدمًا، لا الاثنين');
    // Another user's ticket is out of reach.
    expect((await t.call('GET', `/helpdesk/tickets/${id}/cc/`, { token: tokens.foreign })).statusCode).toBe(404);
    expect((await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.foreign, body: { email: 'x@example.org' } })).statusCode).toBe(404);
    const list = (await t.call('GET', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti })).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Board@Example.org', 'Fahad Al-Sabah']);
    expect((await t.call('DELETE', `/helpdesk/tickets/${id}/cc/${list[0].id}/`, { token: tokens.foreign })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/helpdesk/tickets/${id}/cc/${list[0].id}/`, { token: tokens.kuwaiti })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/helpdesk/tickets/${id}/cc/${list[0].id}/`, { token: tokens.kuwaiti })).statusCode).toBe(404);
    expect((await t.call('GET', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti })).json()).toHaveLength(1);
  });

  it('e-mails the CCs what the workflow notifies (a resolve) and public follow-ups, never the actor nor private ones', async () => {
    const { id } = await open();
    await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { email: 'watcher@example.org' } });
    await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { user: ids.staff } });
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'Internal only', public: false } });
    expect(await mailsTo('watcher@example.org')).toHaveLength(0);
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti, body: { comment: 'Any news?' } });
    const resolved = await t.call('POST', `/helpdesk/tickets/${id}/resolve/`, { token: tokens.staff, body: { comment: 'Fixed' } });
    expect(resolved.statusCode).toBe(200);
    const mails = await mailsTo('watcher@example.org');
    // A bare e-mail address is written to in Arabic, the portal's default.
    expect(mails.map((m) => [m.event, m.record, m.path])).toEqual([
      ['متابعة جديدة', 'Cannot upload', `/portal/helpdesk/tickets/preview/${id}`],
      [RESOLVE_AR, 'Cannot upload', `/portal/helpdesk/tickets/preview/${id}`],
    ]);
    // The staff CC was the actor of the resolve: only the reporter's public follow-up reached their address.
    const staffMail = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [ids.staff])).rows[0]!.email;
    const toStaff = (await t.db.query<{ template: string; params: Record<string, string> }>(`SELECT template, params FROM outbox WHERE recipient = $1 AND params->>'path' = $2`, [staffMail, `/portal/helpdesk/tickets/preview/${id}`])).rows;
    expect(toStaff.filter((m) => m.params.workflow !== undefined).length).toBeGreaterThanOrEqual(1);
    expect(toStaff.every((m) => m.params.event !== 'Resolve' && m.params.event !== RESOLVE_AR)).toBe(true);
  });
});

describe('CC rights', () => {
  it('opens the ticket to a CC with can_view (by user or by e-mail), follow-ups to one with can_update, and nothing more', async () => {
    const { id } = await open('kuwaiti');
    const foreignMail = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [ids.foreign])).rows[0]!.email;
    // Not copied yet: the ticket is out of the foreign entity's reach and list.
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.foreign })).statusCode).toBe(404);
    const listed = async () => (await t.call('GET', '/tickets/', { token: tokens.foreign, query: { page_size: 9999 } })).json().results.map((r: { id: number }) => r.id);
    expect(await listed()).not.toContain(id);
    // Copied by e-mail, read only: reads the ticket, its public follow-ups and dependencies; cannot add a follow-up nor manage CCs.
    const cc = await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { email: foreignMail.toUpperCase(), can_view: true, can_update: false } });
    expect(cc.statusCode).toBe(201);
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'Internal only', public: false } });
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'We are on it' } });
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.foreign })).json().title).toBe('Cannot upload');
    expect(await listed()).toContain(id);
    const followups = (await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.foreign })).json();
    expect(followups.map((f: { comment: string }) => f.comment)).toContain('We are on it');
    expect(followups.map((f: { comment: string }) => f.comment)).not.toContain('Internal only');
    expect((await t.call('GET', `/helpdesk/tickets/${id}/dependencies/`, { token: tokens.foreign })).statusCode).toBe(200);
    expect((await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.foreign, body: { comment: 'Me too' } })).statusCode).toBe(404);
    expect((await t.call('GET', `/helpdesk/tickets/${id}/cc/`, { token: tokens.foreign })).statusCode).toBe(404);
    // Closing stays the reporter's.
    expect((await t.call('POST', `/helpdesk/tickets/${id}/close/`, { token: tokens.foreign, body: {} })).statusCode).toBe(404);
    // Given can_update (a user CC this time): adds a follow-up.
    await t.call('DELETE', `/helpdesk/tickets/${id}/cc/${cc.json().id}/`, { token: tokens.kuwaiti });
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.foreign })).statusCode).toBe(404);
    await t.call('POST', `/helpdesk/tickets/${id}/cc/`, { token: tokens.kuwaiti, body: { user: ids.foreign, can_view: true, can_update: true } });
    const added = await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.foreign, body: { comment: 'Me too' } });
    expect(added.statusCode).toBe(201);
    expect((await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti })).json().map((f: { comment: string }) => f.comment)).toContain('Me too');
  });
});

describe('dependencies', () => {
  it('refuses to resolve while a dependency is open, with a message in both languages', async () => {
    const main = await open();
    const first = await open('foreign');
    expect((await t.call('PUT', `/helpdesk/tickets/${main.id}/dependencies/`, { token: tokens.kuwaiti, body: { dependency_id: first.id } })).statusCode).toBe(403);
    const added = await t.call('PUT', `/helpdesk/tickets/${main.id}/dependencies/`, { token: tokens.staff, body: { dependency_id: first.id } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([{ dependency_id: first.id, title: 'Cannot upload', status: 1, open: true }]);
    expect((await t.call('GET', `/helpdesk/tickets/${main.id}/dependencies/`, { token: tokens.kuwaiti })).json()).toHaveLength(1);
    const self = await t.call('PUT', `/helpdesk/tickets/${main.id}/dependencies/`, { token: tokens.staff, body: { dependency_id: main.id }, language: 'en' });
    expect(self.json()).toMatchObject({ code: 'dependency_self', fields: { dependency_id: 'A ticket cannot depend on itself' } });
    const cycle = await t.call('PUT', `/helpdesk/tickets/${first.id}/dependencies/`, { token: tokens.staff, body: { dependency_id: main.id }, language: 'en' });
    expect(cycle.json().code).toBe('dependency_cycle');
    const missing = await t.call('PUT', `/helpdesk/tickets/${main.id}/dependencies/`, { token: tokens.staff, body: { dependency_id: 999999 } });
    expect(missing.statusCode).toBe(400);

    const en = await t.call('POST', `/helpdesk/tickets/${main.id}/resolve/`, { token: tokens.staff, body: { comment: 'Done' }, language: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'dependency_open', message: `This ticket cannot be resolved while ticket No. ${first.id}, which it depends on, is still open` });
    const ar = await t.call('POST', `/helpdesk/tickets/${main.id}/resolve/`, { token: tokens.staff, body: { comment: 'Done' }, language: 'ar' });
    expect(ar.json().message).toMatch(/^لا يمكن حل هذه التذكرة/);
    // Nor through a follow-up's status change, nor a bulk update.
    expect((await t.call('POST', `/helpdesk/tickets/${main.id}/followups/`, { token: tokens.staff, body: { comment: 'Done', event: 'resolve' } })).statusCode).toBe(400);
    expect((await t.call('POST', '/helpdesk/tickets/bulk-update/', { token: tokens.staff, body: { ids: [main.id], status: 3, comment: 'Done' } })).statusCode).toBe(400);
    expect((await t.call('GET', `/tickets/${main.id}`, { token: tokens.staff })).json().status).toBe(1);

    await t.call('POST', `/helpdesk/tickets/${first.id}/resolve/`, { token: tokens.staff, body: { comment: 'Fixed first' } });
    expect((await t.call('GET', `/helpdesk/tickets/${main.id}/dependencies/`, { token: tokens.staff })).json()[0]).toMatchObject({ status: 3, open: false });
    expect((await t.call('POST', `/helpdesk/tickets/${main.id}/resolve/`, { token: tokens.staff, body: { comment: 'Done' } })).statusCode).toBe(200);

    const other = await open();
    const again = await open();
    await t.call('PUT', `/helpdesk/tickets/${other.id}/dependencies/`, { token: tokens.staff, body: { dependency_id: again.id } });
    expect((await t.call('DELETE', `/helpdesk/tickets/${other.id}/dependencies/${again.id}/`, { token: tokens.kuwaiti })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/helpdesk/tickets/${other.id}/dependencies/${again.id}/`, { token: tokens.staff })).json()).toEqual([]);
    expect((await t.call('POST', `/helpdesk/tickets/${other.id}/resolve/`, { token: tokens.staff, body: { comment: 'Done' } })).statusCode).toBe(200);
  });
});

describe('follow-ups', () => {
  it('keeps private follow-ups and their files from the reporter', async () => {
    const { id } = await open();
    const upload = await t.upload('/helpdesk/attachments/', tokens.staff!, { name: 'notes.pdf', type: 'application/pdf', bytes: minimalPdf(['notes']) });
    expect(upload.statusCode).toBe(201);
    const hidden = await t.call('POST', `/helpdesk/tickets/${id}/followups/`, {
      token: tokens.staff, body: { comment: 'The bank blocked it', public: false, time_spent: 15, attachments: [{ id: upload.json().id }] },
    });
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json()).toMatchObject({ kind: 'followup', public: false, time_spent: 15, author_name: 'Noura Al-Mutairi' });
    const file = hidden.json().attachments[0];
    expect(file.url).toBe(`/api/v1/helpdesk/followups/attachments/${file.id}/download/`);
    const shown = await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'We are on it' } });
    expect(shown.json().public).toBe(true);

    const reporter = (await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti })).json();
    expect(reporter.map((f: { comment: string }) => f.comment)).toEqual(['We are on it']);
    expect(JSON.stringify(reporter)).not.toContain('The bank blocked it');
    const staff = (await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff })).json();
    expect(staff.map((f: { comment: string }) => f.comment)).toEqual(['The bank blocked it', 'We are on it']);
    expect((await t.call('GET', `/helpdesk/followups/attachments/${file.id}/download/`, { token: tokens.kuwaiti })).statusCode).toBe(404);
    const download = await t.call('GET', `/helpdesk/followups/attachments/${file.id}/download/`, { token: tokens.staff });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Nor can the reporter edit or delete it, or mark their own private, or log time.
    expect((await t.call('POST', `/helpdesk/followups/${hidden.json().id}/`, { token: tokens.kuwaiti, body: { comment: 'x' } })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/helpdesk/followups/${hidden.json().id}/`, { token: tokens.kuwaiti })).statusCode).toBe(404);
    const privately = await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti, body: { comment: 'Secret', public: false }, language: 'en' });
    expect(privately.statusCode).toBe(403);
    expect(privately.json().fields).toHaveProperty('public');
    expect((await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti, body: { comment: 'x', time_spent: 3 } })).statusCode).toBe(403);
    // Another user reaches nothing of the ticket.
    expect((await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.foreign })).statusCode).toBe(404);
    expect((await t.call('GET', `/helpdesk/followups/attachments/${file.id}/download/`, { token: tokens.foreign })).statusCode).toBe(404);
  });

  it('is edited and deleted by its author or the ministry', async () => {
    const { id } = await open();
    const mine = (await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti, body: { comment: 'First try' } })).json();
    const theirs = (await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'Staff answer' } })).json();
    const edited = await t.call('POST', `/helpdesk/followups/${mine.id}/`, { token: tokens.kuwaiti, body: { comment: 'Second try' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ comment: 'Second try', public: true });
    const notAuthor = await t.call('POST', `/helpdesk/followups/${theirs.id}/`, { token: tokens.kuwaiti, body: { comment: 'Changed' }, language: 'en' });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe('Only its author or the ministry may change this follow-up');
    expect((await t.call('DELETE', `/helpdesk/followups/${theirs.id}/`, { token: tokens.kuwaiti })).statusCode).toBe(403);
    const hide = await t.call('POST', `/helpdesk/followups/${mine.id}/`, { token: tokens.admin, body: { public: false, time_spent: 4 } });
    expect(hide.json()).toMatchObject({ comment: 'Second try', public: false, time_spent: 4 });
    expect((await t.call('DELETE', `/helpdesk/followups/${theirs.id}/`, { token: tokens.admin })).statusCode).toBe(200);
    expect((await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti })).json()).toEqual([]);
    expect((await t.call('DELETE', `/helpdesk/followups/${theirs.id}/`, { token: tokens.admin })).statusCode).toBe(404);
  });

  it('changes the status with a follow-up in one step, and the reporter reopens with one', async () => {
    const { id } = await open();
    const resolved = await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'Try again now', event: 'resolve', time_spent: 30 } });
    expect(resolved.statusCode).toBe(201);
    expect(resolved.json()).toMatchObject({ event: 'resolve', new_status: 3 });
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.kuwaiti })).json().status).toBe(3);
    expect((await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti, body: { comment: 'Nope', event: 'resolve' } })).statusCode).toBe(403);
    const reopened = await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti, body: { comment: 'Still broken', event: 'reopen' } });
    expect(reopened.json()).toMatchObject({ new_status: 2, public: true });
    const timeline = (await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.kuwaiti })).json();
    // Each step taken with a follow-up shows once, as the follow-up.
    expect(timeline.map((f: { kind: string; event: string }) => [f.kind, f.event])).toEqual([['followup', 'resolve'], ['followup', 'reopen']]);
    expect((await t.call('GET', `/helpdesk/tickets/${id}/history/`, { token: tokens.kuwaiti })).json().map((h: { event: string }) => h.event)).toEqual(['resolve', 'reopen']);
  });

  it('deletes an attachment of a ticket or a follow-up: its uploader or the ministry', async () => {
    const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: minimalPdf([name]) });
    const mine = (await t.upload('/helpdesk/attachments/', tokens.kuwaiti!, pdf('mine.pdf'))).json().id as number;
    const created = await t.call('POST', '/corp/tickets/', { token: tokens.kuwaiti, body: { ...ticket, attachments: [{ id: mine }] } });
    const id = created.json().id as number;
    expect(created.json().attachments.map((a: { id: number }) => a.id)).toEqual([mine]);
    const staffFile = (await t.upload('/helpdesk/attachments/', tokens.staff!, pdf('staff.pdf'))).json().id as number;
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'See the file', attachments: [{ id: staffFile }] } });
    const privateFile = (await t.upload('/helpdesk/attachments/', tokens.staff!, pdf('private.pdf'))).json().id as number;
    await t.call('POST', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff, body: { comment: 'Internal', public: false, attachments: [{ id: privateFile }] } });

    expect((await t.call('DELETE', `/helpdesk/attachments/${mine}/`, { token: tokens.foreign })).statusCode).toBe(404);
    const notUploader = await t.call('DELETE', `/helpdesk/attachments/${staffFile}/`, { token: tokens.kuwaiti, language: 'en' });
    expect(notUploader.statusCode).toBe(403);
    expect(notUploader.json().message).toBe('Only its uploader or the ministry may delete this file');
    expect((await t.call('DELETE', `/helpdesk/attachments/${privateFile}/`, { token: tokens.kuwaiti })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/helpdesk/attachments/${mine}/`, { token: tokens.kuwaiti })).statusCode).toBe(200);
    expect((await t.call('GET', `/tickets/${id}`, { token: tokens.kuwaiti })).json().attachments).toEqual([]);
    expect((await t.call('DELETE', `/helpdesk/attachments/${privateFile}/`, { token: tokens.admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/helpdesk/attachments/${staffFile}/`, { token: tokens.staff })).statusCode).toBe(200);
    const timeline = (await t.call('GET', `/helpdesk/tickets/${id}/followups/`, { token: tokens.staff })).json();
    expect(timeline.flatMap((f: { attachments: unknown[] }) => f.attachments)).toEqual([]);
    expect((await t.call('DELETE', `/helpdesk/attachments/${mine}/`, { token: tokens.staff })).statusCode).toBe(404);
  });
});
