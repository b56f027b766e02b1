import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, startTestApp, type TestApp } from './harness.ts';
import { completeValues, createEntity, linkOf, newEntity, registerThroughLink, uploadThroughLink } from './foreign-entity-support.ts';

let t: TestApp;
let staff: string;
let mission: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.login('staff');
  mission = await t.login('mission');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('registering a foreign entity', () => {
  it('starts pending with a uid, fund transfers not allowed, whatever status the client sends', async () => {
    const response = await t.call('POST', '/foreign-entities/', { token: staff, body: { ...newEntity(), status: 2, allowed_for_fund_transfer: true } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 0, allowed_for_fund_transfer: false });
    expect(response.json().uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a second entity with the same six identifying values, with the spec message in both languages', async () => {
    const body = newEntity();
    expect((await t.call('POST', '/foreign-entities/', { token: staff, body })).statusCode).toBe(201);
    const similar = { ...body, name: String(body.name).toUpperCase(), email: String(body.email).toUpperCase() };
    const en = await t.call('POST', '/foreign-entities/', { token: staff, body: similar, language: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'duplicate_foreign_entity', message: 'As per our record a recent Foreign Entity with all 6 same information is already created or in-progress' });
    const ar = await t.call('POST', '/foreign-entities/', { token: staff, body: similar, language: 'ar' });
    expect(ar.json().message).toContain('المعلومات الست');
    expect((await t.call('POST', '/foreign-entities/', { token: staff, body: { ...body, mobile: '+962791234568' } })).statusCode).toBe(201);
  });

  it('refuses bad input field by field: a phone number not valid for its dial code, a missing e-mail', async () => {
    const response = await t.call('POST', '/foreign-entities/', { token: staff, body: { ...newEntity({ mobile: '+96212' }), email: undefined }, language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ email: 'This field is required' });
    const phone = await t.call('POST', '/foreign-entities/', { token: staff, body: newEntity({ mobile: '+96212' }), language: 'en' });
    expect(phone.json().fields).toMatchObject({ mobile: 'Phone number is not valid' });
  });

  it('lets the entity fill, upload and submit through its link, which then shows Link Expired', async () => {
    const entity = await createEntity(t, staff);
    const link = await linkOf(t, staff, entity.id);
    const form = await t.call('GET', `/entity-forms/${link}/`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().entity).toMatchObject({ id: entity.id, status: 0 });
    expect(form.json().tabs.length).toBe(5);
    expect(form.json().checklist.types[0].complete).toBe(false);

    const early = await t.call('POST', `/entity-forms/${link}/submit/`, { language: 'en' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'checklist_incomplete', message: 'Upload every required document of the checklist' });

    const submitted = await registerThroughLink(t, link);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({ status: 1 });
    for (const method of ['GET', 'PUT'] as const) {
      const after = await t.call(method, `/entity-forms/${link}/`, { language: 'en', ...(method === 'PUT' ? { body: {} } : {}) });
      expect(after.statusCode).toBe(410);
      expect(after.json()).toMatchObject({ code: 'link_expired', message: 'Link Expired' });
    }
    const logs = await t.call('GET', `/foreign-entity-state-logs/${entity.id}/`, { token: staff });
    expect(logs.json().map((l: { event: string; role: string; user: number | null }) => [l.event, l.role, l.user])).toEqual([['submit', 'fe', null]]);
  });

  it('refuses a checklist document that is not a PDF by its content, and a section outside the checklist', async () => {
    const entity = await createEntity(t, staff);
    const link = await linkOf(t, staff, entity.id);
    const renamed = await uploadThroughLink(t, link, 3, PNG_BYTES, 'statute.pdf');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ file: 'Unsupported file extension' });
    const outside = await uploadThroughLink(t, link, 12);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toMatchObject({ section: 'This section is not part of the checklist' });
  });

  it('answers 404 for an address that never was a link and 410 for one replaced by a newer link', async () => {
    const entity = await createEntity(t, staff);
    const first = await linkOf(t, staff, entity.id);
    await linkOf(t, staff, entity.id);
    expect((await t.call('GET', `/entity-forms/${first}/`)).statusCode).toBe(410);
    expect((await t.call('GET', `/entity-forms/${entity.uid}/${'x'.repeat(43)}/`)).statusCode).toBe(404);
  });

  it('refuses an incomplete registration form with a message per field', async () => {
    const entity = await createEntity(t, staff);
    const link = await linkOf(t, staff, entity.id);
    const form = (await t.call('GET', `/entity-forms/${link}/`)).json();
    const partial = completeValues(form.fields).slice(1);
    const saved = await t.call('PUT', `/entity-forms/${link}/`, { body: { values: partial }, language: 'en' });
    expect(saved.statusCode).toBe(400);
    expect(Object.values(saved.json().fields)).toContain('This field is required');
  });

  it('lets the mission follow and review only the entities of its mission and of the countries it is accredited for', async () => {
    const ours = await createEntity(t, staff);
    // The demo mission user's embassy (Amman) is accredited for Jordan, Iraq and Palestine; Cairo's for Egypt and Sudan.
    const theirs = await createEntity(t, staff, { mission: 2, country: 'EG', continent: 'AF' });
    const accredited = await createEntity(t, staff, { mission: 2, country: 'IQ' });
    const list = await t.call('GET', '/foreign-entities/', { token: mission, query: { page_size: 9999 } });
    const ids = list.json().results.map((e: { id: number }) => e.id);
    expect(ids).toContain(ours.id);
    expect(ids).toContain(accredited.id);
    expect(ids).not.toContain(theirs.id);
    // A mission that does not exist is refused under the field.
    const nowhere = await t.call('POST', '/foreign-entities/', { token: staff, body: newEntity({ mission: 999 }), language: 'en' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields).toEqual({ mission: 'Choose one of the listed options' });
    expect((await t.call('GET', `/foreign-entities/${theirs.id}/`, { token: mission })).statusCode).toBe(404);
    const link = await linkOf(t, staff, ours.id);
    expect((await registerThroughLink(t, link)).statusCode).toBe(200);
    // The mission reads the registration form of its entities only; the entity its own.
    const values = (token: string, record: number) => t.call('GET', '/form-values/', { token, query: { form: 'foreign_entity', record } });
    const read = await values(mission, ours.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().length).toBeGreaterThan(0);
    expect((await values(mission, theirs.id)).statusCode).toBe(404);
    expect((await values(await t.login('foreign'), ours.id)).statusCode).toBe(404);
    const reviewed = await t.call('POST', `/foreign-entities/${ours.id}/dm-review/`, { token: mission, body: { comment: 'Visited' } });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: 6, dm_reviewed: true });
    const approved = await t.call('POST', `/foreign-entities/${ours.id}/approve/`, { token: staff, body: {} });
    expect(approved.json()).toMatchObject({ status: 2, allowed_for_fund_transfer: true, approved_entity: true });
  });
});
