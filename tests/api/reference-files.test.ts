import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, PNG_BYTES, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let admin: string;
let kuwaiti: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, admin, kuwaiti] = await Promise.all([t.login('staff'), t.login('admin'), t.login('kuwaiti')]);
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const pdf = (name = 'report.pdf', text = 'Hello') => ({ name, type: 'application/pdf', bytes: minimalPdf([text]) });
const reference = (overrides: Record<string, unknown> = {}) => ({
  title: 'With files',
  published_date: '2026-04-01',
  visible: true,
  user_types: ['le'],
  ...overrides,
});

async function uploadPdf(token = staff, name = 'report.pdf', text = 'Hello') {
  const response = await t.upload('/reference-files/', token, pdf(name, text));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; size: number; content_type: string; url: string };
}

async function createWith(fileIds: number[], overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/references/', { token: staff, body: reference({ ...overrides, files: fileIds.map((id) => ({ id })) }) });
  return response;
}

describe('reference files', () => {
  it('uploads a real PDF, attaches it by id and downloads the same bytes', async () => {
    const file = await uploadPdf(staff, 'تقرير 2026.pdf', 'Attached');
    expect(file).toMatchObject({ name: 'تقرير 2026.pdf', content_type: 'application/pdf', url: `/api/v1/reference-files/${file.id}/download/` });
    const created = await createWith([file.id]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().files).toEqual([file]);

    const download = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Token ${kuwaiti}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1%202026.pdf");
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(minimalPdf(['Attached']))).toBe(true);

    const list = await t.call('GET', '/reference-files/', { token: kuwaiti, query: { reference: created.json().id } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([file]);
  });

  it('refuses a PNG renamed to .pdf, by content', async () => {
    const png = await t.upload('/reference-files/', staff, { name: 'x.pdf', type: 'application/pdf', bytes: PNG_BYTES }, 'en');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({
      code: 'unsupported_file_extension',
      message: 'Unsupported file extension',
      fields: { file: 'Unsupported file extension' },
    });
    const text = await t.upload('/reference-files/', staff, { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('just text') });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields.file).toBe('امتداد الملف غير مدعوم');
  });

  it('refuses a file over the operation\'s size limit', async () => {
    const big = Buffer.concat([minimalPdf(['big']), Buffer.alloc(21 * 1024 * 1024)]);
    const response = await t.upload('/reference-files/', staff, { name: 'big.pdf', type: 'application/pdf', bytes: big }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'file_too_large', message: 'The file is larger than 20 MB', fields: { file: 'The file is larger than 20 MB' } });
  });

  it('asks for the file when the request carries none', async () => {
    const response = await t.call('POST', '/reference-files/', { token: staff, body: { file: 'x' }, language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'This field is required' });
  });

  it('lets only the ministry upload', async () => {
    const response = await t.upload('/reference-files/', kuwaiti, pdf());
    expect(response.statusCode).toBe(403);
  });

  it('will not attach a file someone else uploaded, or one already attached, or one that does not exist', async () => {
    const admins = await uploadPdf(admin);
    const foreign = await createWith([admins.id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'file_not_found', fields: { files: expect.any(String) } });

    const mine = await uploadPdf(staff);
    expect((await createWith([mine.id])).statusCode).toBe(201);
    expect((await createWith([mine.id])).statusCode).toBe(400);
    expect((await createWith([987654])).statusCode).toBe(400);
  });

  it('keeps existing files on PUT when listed, and deletes those left out', async () => {
    const first = await uploadPdf(staff, 'first.pdf', 'one');
    const second = await uploadPdf(staff, 'second.pdf', 'two');
    const created = (await createWith([first.id])).json();
    const replaced = await t.call('PUT', `/references/${created.id}/`, { token: staff, body: reference({ files: [{ id: second.id }] }) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().files.map((f: { id: number }) => f.id)).toEqual([second.id]);
    expect((await t.call('GET', `/reference-files/${first.id}/download/`, { token: staff })).statusCode).toBe(404);
    const kept = await t.call('PUT', `/references/${created.id}/`, { token: staff, body: reference({ title: 'Same files' }) });
    expect(kept.json().files.map((f: { id: number }) => f.id)).toEqual([second.id]);
  });

  it('hides files of references the caller may not see (404)', async () => {
    const file = await uploadPdf();
    const hidden = (await createWith([file.id], { visible: false })).json();
    expect((await t.call('GET', `/reference-files/${file.id}/download/`, { token: kuwaiti })).statusCode).toBe(404);
    expect((await t.call('GET', '/reference-files/', { token: kuwaiti, query: { reference: hidden.id } })).statusCode).toBe(404);
    expect((await t.call('GET', `/reference-files/${file.id}/download/`, { token: staff })).statusCode).toBe(200);
  });

  it('lets only the uploader download a file not yet attached', async () => {
    const file = await uploadPdf(staff);
    expect((await t.call('GET', `/reference-files/${file.id}/download/`, { token: staff })).statusCode).toBe(200);
    expect((await t.call('GET', `/reference-files/${file.id}/download/`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', `/reference-files/${file.id}/download/`, { token: kuwaiti })).statusCode).toBe(404);
  });

  it('deleting a reference removes its files, bytes included', async () => {
    const file = await uploadPdf();
    const created = (await createWith([file.id])).json();
    const { rows } = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [file.id]);
    const key = rows[0]!.storage_key;
    expect(t.storage.keys()).toContain(key);
    expect((await t.call('DELETE', `/references/${created.id}/`, { token: staff })).statusCode).toBe(200);
    expect(t.storage.keys()).not.toContain(key);
    expect((await t.call('GET', `/reference-files/${file.id}/download/`, { token: staff })).statusCode).toBe(404);
  });

  it('lets the demo data be downloaded by its audience', async () => {
    const list = await t.call('GET', '/references/', { token: kuwaiti, query: { page_size: 9999 } });
    const withFile = (list.json().results as Array<{ files: Array<{ url: string }> }>).find((r) => r.files.length);
    expect(withFile).toBeDefined();
    const download = await t.app.inject({ method: 'GET', url: withFile!.files[0]!.url, headers: { authorization: `Token ${kuwaiti}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
