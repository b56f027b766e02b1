/**
 * The operations the journeys use without an API test of their own: resend-form/ (the link
 * e-mailed, older links expired) and renew-histories/ (the renewals of one entity, newest first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { approvedEntity, createEntity, entityUserToken, linkOf, uploadDocument } from './foreign-entity-support.ts';

let t: TestApp;
let staff: string;
let mission: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, mission] = await Promise.all([t.login('staff'), t.login('mission')]);
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('resend-form/', () => {
  it('e-mails the entity a new link to its form and expires the older one', async () => {
    const entity = await createEntity(t, staff);
    const older = await linkOf(t, staff, entity.id);
    const sent = await t.call('POST', '/resend-form/', { token: staff, body: { foreign_entity: entity.id }, language: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent_to).toMatch(/@test\.example$/);
    const { rows } = await t.db.query<{ params: { url: string } }>(`SELECT params FROM outbox WHERE template = 'foreign_entity.mail.form_link' AND recipient = $1 ORDER BY id DESC LIMIT 1`, [sent.json().sent_to]);
    expect(rows[0]!.params.url).toBe(sent.json().url);
    const newer = new URL(sent.json().url).pathname.replace('/portal/entity_form/', '');
    expect((await t.call('GET', `/entity-forms/${newer}/`)).statusCode).toBe(200);
    expect((await t.call('GET', `/entity-forms/${older}/`, { language: 'en' })).json()).toMatchObject({ code: 'link_expired', message: 'Link Expired' });
  });

  it('refuses an entity that no longer fills its form (409), a mission (403) and a missing entity (400)', async () => {
    const id = await approvedEntity(t, staff);
    expect((await t.call('POST', '/resend-form/', { token: staff, body: { foreign_entity: id } })).statusCode).toBe(409);
    expect((await t.call('POST', '/resend-form/', { token: mission, body: { foreign_entity: id } })).statusCode).toBe(403);
    const bad = await t.call('POST', '/resend-form/', { token: staff, body: {}, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('foreign_entity');
  });
});

describe('renew-histories/', () => {
  it('lists the renewal request and its approval, newest first, to the ministry and the entity itself', async () => {
    const id = await approvedEntity(t, staff);
    const own = await entityUserToken(t, staff, id);
    for (const section of [12, 13, 14, 15, 16]) expect((await uploadDocument(t, own, { foreign_entity: id, checklist_type: 1, section })).statusCode).toBe(201);
    expect((await t.call('POST', `/foreign-entities/${id}/request-renewal/`, { token: own, body: {} })).statusCode).toBe(200);
    expect((await t.call('POST', '/renew-to-approve/', { token: staff, query: { foreign_entity: id }, body: { comment: 'Certificates valid' } })).statusCode).toBe(200);
    for (const token of [staff, own]) {
      const history = await t.call('GET', '/renew-histories/', { token, query: { foreign_entity: id } });
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().map((log: { event: string }) => log.event)).toEqual(['renew_to_approve', 'request_renewal']);
    }
    const other = await approvedEntity(t, staff);
    expect((await t.call('GET', '/renew-histories/', { token: own, query: { foreign_entity: other } })).statusCode).toBe(404);
    expect((await t.call('GET', '/renew-histories/', { token: staff })).statusCode).toBe(400);
  });
});
