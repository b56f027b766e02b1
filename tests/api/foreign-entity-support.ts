/** Shared steps of the foreign-entity API tests: a new entity, its link, a complete registration. */
import { expect } from 'vitest';
import { minimalPdf, multipart, type TestApp } from './harness.ts';

let serial = 0;

/** A new entity's body, unique per call unless `overrides` say otherwise. */
export function newEntity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { name: `Test Relief ${serial}`, name_ar: `جمعية الاختبار ${serial}`, email: `relief${serial}@test.example`, mobile: '+962791234567', country: 'JO', continent: 'AS', mission: 1, ...overrides };
}

/** Creates an entity as ministry staff; returns it. */
export async function createEntity(t: TestApp, staff: string, overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/foreign-entities/', { token: staff, body: newEntity(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; uid: string; status: number };
}

/** The `{uid}/{form_uid}` path of a fresh link for the entity. */
export async function linkOf(t: TestApp, staff: string, id: number): Promise<string> {
  const response = await t.call('POST', '/generate-url/', { token: staff, body: { foreign_entity: id } });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url).pathname.replace('/portal/entity_form/', '');
}

/** Values for every required field of the registration form. */
export function completeValues(fields: Array<{ id: number; field_type: number; is_required: boolean; depends_on: number | null }>) {
  const sample: Record<number, unknown> = { 1: 'Sample', 2: 'Sample text', 7: '12', 8: 'no', 9: 'USD/1000.00' };
  return fields.filter((f) => f.is_required && f.depends_on === null).map((f) => ({ field: f.id, value: sample[f.field_type] }));
}

/** Uploads a PDF for a checklist section through the link. */
export function uploadThroughLink(t: TestApp, link: string, section: number, bytes = minimalPdf([`Section ${section}`]), name = `section-${section}.pdf`) {
  const { payload, headers } = multipart('file', { name, type: 'application/pdf', bytes });
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="section"\r\n\r\n${section}\r\n`);
  return t.app.inject({ method: 'POST', url: `/api/v1/entity-forms/${link}/files/`, payload: Buffer.concat([field, payload]), headers: { ...headers, 'accept-language': 'en' } });
}

/** Fills the form and the registration checklist through the link, then submits; returns the submit response. */
export async function registerThroughLink(t: TestApp, link: string) {
  const form = (await t.call('GET', `/entity-forms/${link}/`)).json();
  const saved = await t.call('PUT', `/entity-forms/${link}/`, { body: { values: completeValues(form.fields) } });
  expect(saved.statusCode, saved.body).toBe(200);
  for (let section = 3; section <= 10; section += 1) expect((await uploadThroughLink(t, link, section)).statusCode).toBe(201);
  return t.call('POST', `/entity-forms/${link}/submit/`, { language: 'en' });
}

/** Uploads a document of an entity with a session (multipart: file plus the given fields). */
export function uploadDocument(t: TestApp, token: string, fields: Record<string, string | number>, bytes: Buffer = minimalPdf(['Document']), name = 'document.pdf') {
  const { payload, headers } = multipart('file', { name, type: 'application/pdf', bytes });
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const parts = Object.entries(fields).map(([key, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  return t.app.inject({ method: 'POST', url: '/api/v1/foreign-files/', payload: Buffer.concat([...parts, payload]), headers: { ...headers, authorization: `Token ${token}`, 'accept-language': 'en' } });
}

/** Registers an entity through its link and has the ministry approve it; returns its id. */
export async function approvedEntity(t: TestApp, staff: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const entity = await createEntity(t, staff, overrides);
  expect((await registerThroughLink(t, await linkOf(t, staff, entity.id))).statusCode).toBe(200);
  expect((await t.call('POST', `/foreign-entities/${entity.id}/review/`, { token: staff, body: {} })).statusCode).toBe(200);
  expect((await t.call('POST', `/foreign-entities/${entity.id}/approve/`, { token: staff, body: {} })).statusCode).toBe(200);
  return entity.id;
}

/** Logs in as the entity's own user: resend-login/ creates the account, its e-mailed link sets the password. */
export async function entityUserToken(t: TestApp, staff: string, entityId: number): Promise<string> {
  const sent = await t.call('POST', '/resend-login/', { token: staff, body: { foreign_entity: entityId } });
  expect(sent.statusCode, sent.body).toBe(200);
  const { rows } = await t.db.query<{ params: { url: string } }>(`SELECT params FROM outbox WHERE template = 'foreign_entity.mail.login' AND recipient = $1 ORDER BY id DESC LIMIT 1`, [sent.json().sent_to]);
  const token = rows[0]!.params.url.split('/').pop()!;
  const password = 'Entity@2026pass';
  expect((await t.call('POST', `/password-reset/${token}/`, { body: { password, confirm_password: password } })).statusCode).toBe(204);
  return t.login(sent.json().username, password);
}
