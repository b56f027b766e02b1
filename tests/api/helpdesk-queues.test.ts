/**
 * Issue 16, helpdesk queues: records the ministry keeps (queues/), listed to every signed-in user for the
 * create form (corp/queues/); a ticket holds its queue's slug and is answered with its name; a queue's
 * default CC list is copied onto tickets opened in it or moved into it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'staff', 'foreign', 'kuwaiti']) tokens[who] = await t.login(who);
}, 60_000);
afterAll(() => t?.close());

const ticket = { title: 'Cannot upload', queue: 'general', description: 'The upload fails', priority: 3 };

describe('helpdesk queues', () => {
  it('seeds the four former queues, listed to any signed-in user at corp/queues/ and to the ministry at queues/', async () => {
    const corp = await t.call('GET', '/corp/queues/', { token: tokens.foreign });
    expect(corp.statusCode).toBe(200);
    expect(corp.json().results.map((q: { slug: string }) => q.slug)).toEqual(['general', 'technical', 'account', 'fund_transfer']);
    expect(corp.json().results[0]).toMatchObject({ name_en: 'General enquiry', name_ar: 'استفسار عام', default_cc: [] });
    expect((await t.call('GET', '/queues/', { token: tokens.foreign })).statusCode).toBe(403);
    expect((await t.call('GET', '/queues/', { token: tokens.staff })).json().count).toBe(4);
    expect((await t.call('GET', '/corp/queues/')).statusCode).toBe(401);
  });

  it('lets the ministry add and rename a queue, never a reporter; the slug is unique and stays', async () => {
    const body = { slug: 'billing', name_en: 'Billing', name_ar: 'الفواتير', default_cc: ['billing@example.org'] };
    expect((await t.call('POST', '/queues/', { token: tokens.kuwaiti, body })).statusCode).toBe(403);
    const created = await t.call('POST', '/queues/', { token: tokens.staff, body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const again = await t.call('POST', '/queues/', { token: tokens.admin, body, language: 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toHaveProperty('slug');
    const renamed = await t.call('PUT', `/queues/${id}/`, { token: tokens.staff, body: { ...body, name_en: 'Billing and fees' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'billing', name_en: 'Billing and fees' });
    const reslug = await t.call('PUT', `/queues/${id}/`, { token: tokens.staff, body: { ...body, slug: 'fees' }, language: 'en' });
    expect(reslug.statusCode).toBe(403);
    expect(reslug.json().fields).toHaveProperty('slug');
    expect((await t.call('PUT', `/queues/${id}/`, { token: tokens.foreign, body })).statusCode).toBe(403);
    const bad = await t.call('POST', '/queues/', { token: tokens.staff, body: { ...body, slug: 'x', default_cc: ['not an e-mail'] } });
    expect(bad.statusCode).toBe(400);
  });

  it('names a ticket\'s queue in the caller\'s language, refuses a queue that does not exist, and filters the list by queue', async () => {
    const created = await t.call('POST', '/corp/tickets/', { token: tokens.kuwaiti, body: { ...ticket, queue: 'technical' }, language: 'en' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ queue: 'technical', queue_name: 'Technical problem' });
    const arabic = await t.call('GET', `/tickets/${created.json().id}`, { token: tokens.kuwaiti, language: 'ar' });
    expect(arabic.json().queue_name).toBe('مشكلة تقنية');
    const unknown = await t.call('POST', '/corp/tickets/', { token: tokens.kuwaiti, body: { ...ticket, queue: 'nowhere' }, language: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('queue');
    const listed = await t.call('GET', '/tickets/', { token: tokens.staff, query: { queue: 'technical', page_size: 9999 } });
    expect(listed.json().results.every((r: { queue: string }) => r.queue === 'technical')).toBe(true);
    expect(listed.json().results.map((r: { id: number }) => r.id)).toContain(created.json().id);
  });

  it('copies the queue\'s default CC list onto a new ticket and onto one moved into the queue', async () => {
    const queue = (await t.call('POST', '/queues/', { token: tokens.staff, body: { slug: 'grants', name_en: 'Grants', name_ar: 'المنح', default_cc: ['grants@example.org', 'audit@example.org'] } })).json();
    expect(queue.slug).toBe('grants');
    const opened = (await t.call('POST', '/corp/tickets/', { token: tokens.foreign, body: { ...ticket, queue: 'grants' } })).json();
    const ccs = (await t.call('GET', `/helpdesk/tickets/${opened.id}/cc/`, { token: tokens.foreign })).json();
    expect(ccs.map((c: { email: string }) => c.email)).toEqual(['grants@example.org', 'audit@example.org']);
    expect(ccs[0]).toMatchObject({ can_view: true, can_update: false, user: null, name: 'grants@example.org' });
    const other = (await t.call('POST', '/corp/tickets/', { token: tokens.foreign, body: ticket })).json();
    expect((await t.call('GET', `/helpdesk/tickets/${other.id}/cc/`, { token: tokens.foreign })).json()).toEqual([]);
    const moved = await t.call('PUT', `/tickets/${other.id}`, { token: tokens.staff, body: { ...ticket, queue: 'grants' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().queue).toBe('grants');
    const after = (await t.call('GET', `/helpdesk/tickets/${other.id}/cc/`, { token: tokens.staff })).json();
    expect(after.map((c: { email: string }) => c.email).sort()).toEqual(['audit@example.org', 'grants@example.org']);
  });
});
