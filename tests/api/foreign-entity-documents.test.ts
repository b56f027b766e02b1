import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, startTestApp, type TestApp } from './harness.ts';
import { approvedEntity, createEntity, uploadDocument } from './foreign-entity-support.ts';

let t: TestApp;
let staff: string;
let foreign: string;
let mission: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, foreign, mission] = (await Promise.all(['staff', 'foreign', 'mission'].map((u) => t.login(u)))) as [string, string, string];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('checklist documents', () => {
  it('lists each type with its sections, the optional ones and what is missing', async () => {
    const checklist = (await t.call('GET', '/foreign-entities/1/checklist', { token: foreign, language: 'en' })).json();
    expect(checklist.types.map((type: { checklist_type: number }) => type.checklist_type)).toEqual([0, 1, 2]);
    const registration = checklist.types[0];
    expect(registration.sections.map((s: { section: number }) => s.section)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(registration.sections.filter((s: { required: boolean }) => !s.required).map((s: { label: string }) => s.label)).toEqual(['Letter from the chairman', 'Copy of the statute']);
    const renewal = checklist.types[1];
    expect(renewal.sections.map((s: { section: number }) => s.section)).toEqual([11, 12, 13, 14, 15, 16, 17]);
    expect(renewal.sections.find((s: { section: number }) => s.section === 11).required).toBe(false);
  });

  it('counts the required documents still missing from the registration checklist (what the approval dialog warns of)', async () => {
    const missing = async () => (await t.call('GET', '/foreign-entities/1/checklist', { token: staff })).json().missing as number;
    const requiredWithout = (checklist: { types: Array<{ checklist_type: number; sections: Array<{ required: boolean; document: unknown }> }> }) =>
      checklist.types[0]!.sections.filter((s) => s.required && !s.document).length;
    const before = await missing();
    expect(before).toBe(requiredWithout((await t.call('GET', '/foreign-entities/1/checklist', { token: staff })).json()));
    const uploaded = await uploadDocument(t, foreign, { foreign_entity: 1, checklist_type: 0, section: 5 });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(before).toBeGreaterThan(0);
    expect(await missing()).toBe(before - 1);
  });

  it('keeps one document per section: a new upload replaces the old one, whose file is gone', async () => {
    const first = await uploadDocument(t, foreign, { foreign_entity: 1, checklist_type: 0, section: 4 });
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadDocument(t, foreign, { foreign_entity: 1, checklist_type: 0, section: 4 }, undefined, 'licence-2.pdf');
    expect(second.statusCode).toBe(201);
    const files = (await t.call('GET', '/foreign-files/', { token: foreign, query: { foreign_entity: 1 } })).json();
    expect(files.filter((f: { section: number }) => f.section === 4).map((f: { file: Array<{ name: string }> }) => f.file[0]!.name)).toEqual(['licence-2.pdf']);
    const old = first.json().file[0].url;
    expect((await t.app.inject({ method: 'GET', url: old, headers: { authorization: `Token ${foreign}` } })).statusCode).toBe(404);
    const current = await t.app.inject({ method: 'GET', url: second.json().file[0].url, headers: { authorization: `Token ${mission}` } });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a renamed image, a section outside its checklist, and another entity', async () => {
    const png = await uploadDocument(t, foreign, { foreign_entity: 1, checklist_type: 0, section: 3 }, PNG_BYTES, 'statute.pdf');
    expect(png.json().fields).toEqual({ file: 'Unsupported file extension' });
    const outside = await uploadDocument(t, foreign, { foreign_entity: 1, checklist_type: 1, section: 3 });
    expect(outside.json().fields).toMatchObject({ section: 'This section is not part of the checklist' });
    expect((await uploadDocument(t, foreign, { foreign_entity: 2, checklist_type: 0, section: 3 })).statusCode).toBe(404);
    expect((await uploadDocument(t, mission, { foreign_entity: 1, checklist_type: 0, section: 3 })).statusCode).toBe(403);
  });

  it('lets the entity change registration documents only while it fills its registration', async () => {
    const approved = await t.login('approved');
    const late = await uploadDocument(t, approved, { foreign_entity: 2, checklist_type: 0, section: 3 });
    expect(late.statusCode).toBe(409);
    expect((await uploadDocument(t, approved, { foreign_entity: 2, checklist_type: 1, section: 12 })).statusCode).toBe(201);
  });

  it('never offers attachment type 10 for download, though it is listed', async () => {
    const internal = await uploadDocument(t, staff, { foreign_entity: 1, attachment_type: 10 });
    expect(internal.statusCode, internal.body).toBe(201);
    expect(internal.json().file[0].url).toBeUndefined();
    const listed = (await t.call('GET', '/foreign-files/', { token: staff, query: { foreign_entity: 1 } })).json().find((f: { id: number }) => f.id === internal.json().id);
    expect(listed.file[0]).toMatchObject({ name: 'document.pdf' });
    expect(listed.file[0].url).toBeUndefined();
    const fileId = listed.file[0].id;
    expect((await t.call('GET', `/foreign-files/${fileId}/download/`, { token: staff })).statusCode).toBe(404);
    expect((await uploadDocument(t, foreign, { foreign_entity: 1, attachment_type: 10 })).statusCode).toBe(409);
  });

  it('deletes a document the entity may still change', async () => {
    const doc = (await uploadDocument(t, foreign, { foreign_entity: 1, checklist_type: 0, section: 9 })).json();
    expect((await t.call('DELETE', `/foreign-files/${doc.id}/`, { token: mission })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/foreign-files/${doc.id}/`, { token: foreign })).statusCode).toBe(200);
    expect((await t.call('GET', '/foreign-files/', { token: foreign, query: { foreign_entity: 1 } })).json().map((f: { id: number }) => f.id)).not.toContain(doc.id);
  });
});

describe('reviews, audits and the checklist e-mail', () => {
  it('records reviews by the ministry and the mission, shows the latest in the checklist, and e-mails the remarks', async () => {
    const id = (await createEntity(t, staff)).id;
    await uploadDocument(t, staff, { foreign_entity: id, checklist_type: 0, section: 3 });
    const review = await t.call('POST', '/checklist-remarks/', { token: mission, body: { foreign_entity: id, checklist_type: 0, section: 3, status: 'incorrect', remark: 'Expired certificate' } });
    expect(review.statusCode, review.body).toBe(201);
    expect((await t.call('POST', '/checklist-remarks/', { token: foreign, body: { foreign_entity: 1, checklist_type: 0, section: 3, status: 'verified' } })).statusCode).toBe(403);
    const updated = await t.call('PUT', `/checklist-remarks/${review.json().id}/`, { token: staff, body: { foreign_entity: id, checklist_type: 0, section: 3, status: 'not_verified', remark: 'Unreadable' } });
    expect(updated.json().status).toBe('not_verified');
    const section = (await t.call('GET', `/foreign-entities/${id}/checklist`, { token: staff })).json().types[0].sections.find((s: { section: number }) => s.section === 3);
    expect(section.review).toMatchObject({ status: 'not_verified', remark: 'Unreadable' });
    const sent = await t.call('POST', `/foreign-entities/${id}/send-checklist-to-fe/`, { token: staff, query: { send_template: 'remarks' }, language: 'en' });
    expect(sent.json()).toEqual({ sent: true, sections: 1 });
    const missing = await t.call('POST', `/foreign-entities/${id}/send-checklist-to-fe/`, { token: staff, query: { send_template: 'missing' } });
    expect(missing.json()).toEqual({ sent: true, sections: 7 });
    const { rows } = await t.db.query<{ template: string; params: { sections: string } }>(`SELECT template, params FROM outbox WHERE template LIKE 'foreign_entity.mail.checklist%' ORDER BY id`);
    expect(rows.map((r) => r.template)).toEqual(['foreign_entity.mail.checklist_remarks', 'foreign_entity.mail.checklist_missing']);
    expect(rows[0]!.params.sections).toBe('3. Registration certificate');
  });

  it('records renewal audits with their files and lists them', async () => {
    const id = await approvedEntity(t, staff);
    const file = await t.upload('/audit-files/', staff, { name: 'audit.pdf', type: 'application/pdf', bytes: (await import('./harness.ts')).minimalPdf(['Audit']) });
    expect(file.statusCode, file.body).toBe(201);
    const audit = await t.call('POST', `/foreign-entities/${id}/renew-audit/`, { token: staff, body: { year: 2026, status: 'open', remarks: 'Started', files: [{ id: file.json().id }] } });
    expect(audit.statusCode, audit.body).toBe(201);
    expect(audit.json().files.map((f: { name: string }) => f.name)).toEqual(['audit.pdf']);
    const done = await t.call('POST', `/foreign-entities/${id}/audit-update/`, { token: staff, body: { audit: audit.json().id, status: 'verified' } });
    expect(done.json()).toMatchObject({ status: 'verified', remarks: 'Started' });
    const listed = (await t.call('GET', '/fetch-audit-files/', { token: staff, query: { foreign_entity: id } })).json();
    expect(listed).toHaveLength(1);
    expect((await t.call('POST', `/foreign-entities/1/audit-update/`, { token: staff, body: { audit: audit.json().id, status: 'open' } })).statusCode).toBe(404);
    expect((await t.call('GET', '/fetch-audit-files/', { token: mission, query: { foreign_entity: id } })).statusCode).toBe(403);
  });

  it('lists the remarks on the bank certificate for the entity', async () => {
    const approved = await t.login('approved');
    await t.call('POST', '/checklist-remarks/', { token: staff, body: { foreign_entity: 2, checklist_type: 1, section: 16, status: 'incorrect', remark: 'Not stamped' } });
    const remarks = (await t.call('GET', '/bank-letter-remarks/', { token: approved, query: { foreign_entity: 2 } })).json();
    expect(remarks.map((r: { remark: string }) => r.remark)).toContain('Not stamped');
    expect((await t.call('GET', '/bank-letter-remarks/', { token: approved, query: { foreign_entity: 1 } })).statusCode).toBe(404);
  });
});
