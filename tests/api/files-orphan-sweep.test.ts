/**
 * The sweep of unused files: uploads never attached to a record and form-field uploads no value
 * names go once older than the grace period, with their bytes; bytes no row names go too. Files
 * in use — attached, or named by a form value now or in its history — and recent ones stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/server/platform/files/orphan-sweep.ts';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';

const HOUR = 3_600_000;
const GRACE = 24 * HOUR;
let t: TestApp;
let staff: string;
let foreign: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, foreign] = await Promise.all([t.login('staff'), t.login('foreign')]);
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const pdf = (text: string) => ({ name: `${text}.pdf`, type: 'application/pdf', bytes: minimalPdf([text]) });
const upload = async (path: string, token: string, text: string) => {
  const response = await t.upload(path, token, pdf(text));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};
const keyOf = async (id: number) => (await t.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [id])).rows[0]?.storage_key;
const sweepAt = (hoursFromNow: number) => sweepOrphanFiles(t.db, t.storage, new Date(Date.now() + hoursFromNow * HOUR), GRACE, t.app.log);

describe('the orphan file sweep', () => {
  it('removes unused uploads and stray bytes past the grace period, and keeps everything in use', async () => {
    // A reference file uploaded and never saved with a reference; another saved with one.
    const abandoned = await upload('/reference-files/', staff, 'Abandoned');
    const attached = await upload('/reference-files/', staff, 'Attached');
    const reference = await t.call('POST', '/references/', { token: staff, body: { title: 'Kept', published_date: '2026-04-01', visible: true, user_types: ['le'], files: [{ id: attached }] } });
    expect(reference.statusCode, reference.body).toBe(201);
    // Two uploads for a dynamic form's file field: one becomes the field's value, then is replaced
    // by a second (so the first lives on in the value history); a third is never used.
    const fields = (await t.call('GET', '/form-fields/', { token: foreign, query: { form: 'demo', page_size: 9999 } })).json().results as Array<{ id: number; label_en: string }>;
    const field = (label: string) => fields.find((f) => f.label_en === label)!.id;
    const required = [
      ['Organisation name', 'Al Amal'], ['Email', 'info@alamal.org'], ['Mobile', '+96551234567'], ['Total donations received', 'KWD/1250.500'], ['Has a bank account', 'no'], ['Licence type', 'charity'],
    ].map(([label, value]) => ({ field: field(label!), value }));
    const [first, second, unused] = [await upload('/form-files/', foreign, 'First'), await upload('/form-files/', foreign, 'Second'), await upload('/form-files/', foreign, 'Unused')];
    for (const value of [first, second]) {
      const saved = await t.call('PUT', '/form-values/list-update/', { token: foreign, body: { form: 'demo', values: [...required, { field: field('Licence document (PDF)'), value }] } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Bytes whose row is gone (a delete whose bytes could not be removed).
    await t.storage.put('straybytes0001', Buffer.from('left behind'));
    const keys = { abandoned: await keyOf(abandoned), unused: await keyOf(unused) };

    expect(await sweepAt(0)).toEqual({ rows: 0, strayBytes: 0 }); // all of it is recent
    expect(await sweepAt(25)).toEqual({ rows: 2, strayBytes: 1 });

    for (const gone of [abandoned, unused]) expect(await keyOf(gone)).toBeUndefined();
    expect(t.storage.keys()).not.toContain(keys.abandoned);
    expect(t.storage.keys()).not.toContain(keys.unused);
    expect(t.storage.keys()).not.toContain('straybytes0001');
    for (const kept of [attached, first, second]) expect(await t.storage.get((await keyOf(kept))!)).not.toBeNull();
    const download = await t.call('GET', `/reference-files/${attached}/download/`, { token: staff });
    expect(download.statusCode).toBe(200);
    expect(await sweepAt(25)).toEqual({ rows: 0, strayBytes: 0 }); // nothing more to do
  });
});
