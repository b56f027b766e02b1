import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

// The demo form is seeded: Contact (name, email, mobile, website, social), Finance (currency,
// decimal, radio "has a bank account" → bank name when Yes, select licence → other when Other),
// Details (date, text, file, a hidden internal reference).
type Field = { id: number; label_en: string; field_type: number; depends_on: number | null; is_required: boolean; form_tab: number };

let t: TestApp;
let admin: string;
let staff: string;
let foreign: string;
let fields: Field[];
const id = (label: string) => fields.find((f) => f.label_en === label)!.id;

beforeAll(async () => {
  t = await startTestApp();
  [admin, staff, foreign] = await Promise.all([t.login('admin'), t.login('staff'), t.login('foreign')]);
  const response = await t.call('GET', '/form-fields/', { token: foreign, query: { form: 'demo', page_size: 9999 } });
  expect(response.statusCode, response.body).toBe(200);
  fields = response.json().results;
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A complete valid submission; `overrides` by field label. */
function values(overrides: Record<string, unknown> = {}) {
  const base: Record<string, unknown> = {
    'Organisation name': 'Al Amal', Email: 'info@alamal.org', Mobile: '+96551234567', 'Total donations received': 'KWD/1250.500',
    'Has a bank account': 'no', 'Licence type': 'charity', ...overrides,
  };
  return Object.entries(base).map(([label, value]) => ({ field: id(label), value }));
}

describe('form definitions', () => {
  it('serves the demo form: three tabs and every field type', async () => {
    const tabs = await t.call('GET', '/form-tabs/', { token: foreign, query: { form: 'demo' } });
    expect(tabs.json().count).toBe(3);
    expect(new Set(fields.map((f) => f.field_type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(fields.find((f) => f.label_en === 'Bank name')!.depends_on).toBe(id('Has a bank account'));
  });

  it('a ministry admin edits a field and the form definition changes; others get 403', async () => {
    const field = fields.find((f) => f.label_en === 'Website')!;
    const body = { ...field, label_en: 'Official website', is_required: true };
    delete (body as Record<string, unknown>).id;
    for (const token of [staff, foreign]) expect((await t.call('PUT', `/form-fields/${field.id}/`, { token, body })).statusCode).toBe(403);
    const updated = await t.call('PUT', `/form-fields/${field.id}/`, { token: admin, body });
    expect(updated.statusCode, updated.body).toBe(200);
    const again = await t.call('GET', `/form-fields/${field.id}/`, { token: foreign });
    expect(again.json()).toMatchObject({ label_en: 'Official website', is_required: true });
    // The now-required field is enforced on the next submission without a deploy.
    const missing = await t.call('PUT', '/form-values/list-update/', { token: foreign, language: 'en', body: { form: 'demo', values: values() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[`field_${field.id}`]).toBe('This field is required');
    await t.call('PUT', `/form-fields/${field.id}/`, { token: admin, body: { ...body, label_en: 'Website', is_required: false } });
  });
});

describe('form values', () => {
  it('refuses a bad phone, url and currency with the spec messages per field, in both languages', async () => {
    const bad = values({ Mobile: '+9651', Website: 'ftp://files.example.org', 'Total donations received': 'KWD/12.3456' });
    const en = await t.call('PUT', '/form-values/list-update/', { token: foreign, language: 'en', body: { form: 'demo', values: bad } });
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual({
      [`field_${id('Mobile')}`]: 'Phone number is not valid',
      [`field_${id('Website')}`]: 'Url is not valid',
      [`field_${id('Total donations received')}`]: 'Enter at most 3 decimal places',
    });
    const ar = await t.call('PUT', '/form-values/list-update/', { token: foreign, language: 'ar', body: { form: 'demo', values: bad } });
    expect(ar.json().fields[`field_${id('Mobile')}`]).not.toBe('Phone number is not valid');
    expect(ar.json().fields[`field_${id('Mobile')}`]).toMatch(/[\u0600-\u06FF]/);
  });

  it('requires a conditional field only while it shows, and never stores a hidden value', async () => {
    const shown = await t.call('POST', '/form-values/', { token: foreign, language: 'en', body: { form: 'demo', values: values({ 'Has a bank account': 'yes' }) } });
    expect(shown.statusCode).toBe(400);
    expect(shown.json().fields).toEqual({ [`field_${id('Bank name')}`]: 'This field is required' });
    const hidden = values({ 'Bank name': 'Gulf Bank', 'Internal reference': 'X-1' });
    const saved = await t.call('POST', '/form-values/', { token: foreign, body: { form: 'demo', values: hidden } });
    expect(saved.statusCode, saved.body).toBe(201);
    const stored = saved.json().map((v: { field: number }) => v.field);
    expect(stored).not.toContain(id('Bank name'));
    expect(stored).not.toContain(id('Internal reference'));
    expect(stored).toContain(id('Organisation name'));
  });

  it('keeps a history row for every change, and clears a value whose condition stops holding', async () => {
    const form = { form: 'demo' };
    const first = await t.call('PUT', '/form-values/list-update/', { token: staff, body: { ...form, values: values({ 'Has a bank account': 'yes', 'Bank name': 'Gulf Bank' }) } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.call('PUT', '/form-values/list-update/', { token: staff, body: { ...form, values: [{ field: id('Has a bank account'), value: 'no' }] } });
    expect(second.json().map((v: { field: number }) => v.field)).not.toContain(id('Bank name'));
    const history = await t.call('GET', '/history-form-values/', { token: staff, query: { form: 'demo', field: id('Bank name') } });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((h: { value: unknown }) => h.value)).toEqual([null, 'Gulf Bank']);
  });

  it('stores a social field as networks joined by / with the accounts in extra', async () => {
    const social = { field: id('Social media accounts'), value: 'facebook/linkedin', extra: { facebook: 'alamal', linkedin: 'al-amal' } };
    const saved = await t.call('PUT', '/form-values/list-update/', { token: foreign, body: { form: 'demo', values: [...values(), social] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().find((v: { field: number }) => v.field === social.field)).toMatchObject({ value: 'facebook/linkedin', extra: social.extra });
  });

  it("keeps other users' records out of reach of a foreign entity", async () => {
    const response = await t.call('GET', '/form-values/', { token: foreign, query: { form: 'demo', record: 1 } });
    expect(response.statusCode).toBe(404);
  });
});

describe('form files', () => {
  it('accepts a PDF for a file field, refuses a renamed PNG under `file`, and stores the file id as the value', async () => {
    const { minimalPdf, PNG_BYTES } = await import('./harness.ts');
    const refused = await t.upload('/form-files/', foreign, { name: 'licence.pdf', type: 'application/pdf', bytes: PNG_BYTES }, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ file: 'Unsupported file extension' });
    const uploaded = await t.upload('/form-files/', foreign, { name: 'licence.pdf', type: 'application/pdf', bytes: minimalPdf(['Licence']) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json();
    const fieldId = id('Licence document (PDF)');
    const saved = await t.call('PUT', '/form-values/list-update/', { token: foreign, body: { form: 'demo', values: [...values(), { field: fieldId, value: file.id }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().find((v: { field: number }) => v.field === fieldId)?.value).toBe(file.id);
    const unknown = await t.call('PUT', '/form-values/list-update/', { token: foreign, language: 'en', body: { form: 'demo', values: [{ field: fieldId, value: 999999 }] } });
    expect(unknown.json().fields).toEqual({ [`field_${fieldId}`]: 'The attached file was not found; upload it again' });
  });
});
