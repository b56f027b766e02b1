/**
 * Awqaf requests through the API (issue 17): the server's number and filer, the mission's scope, the
 * places chain and a nominee's reason; `aq/request/valid-data/` and the same check on create and edit
 * (two filings racing for one mobile: one accepted); DELETE while the mission may edit; typed documents
 * (`aq/attachment/`, types 0–4 checked by content, one per type, required before pre-approval); remarks
 * of the three parties (`aq/comment/`, a file, the ministries' own); `statistics/`. Every refusal is a
 * translated field error that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, startTestApp, testDatabaseKind, type CallOptions, type TestApp } from './harness.ts';

let t: TestApp;
const token: Record<string, string> = {};
const PASSWORD = 'Kuwait&Gulf2026';
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['mission', 'staff', 'awqaf', 'kuwaiti']) token[who] = await t.login(who);
  const admin = await t.login('admin');
  for (const [username, mission] of [['dm.colleague', 'embassy_mission_1'], ['dm.cairo', 'embassy_mission_2']] as const) {
    const body = { username, name: username, user_type: 'dm', password: PASSWORD, email: `${username}@portal.example`, permissions: ['diplomatic_mission', mission], menu_permissions: [] };
    expect((await t.call('POST', '/users/', { token: admin, body })).statusCode).toBe(201);
    token[username] = await t.login(username, PASSWORD);
  }
});
afterAll(() => t?.close());

let mobiles = 0;
const freshMobile = () => `+9656${String(1_000_000 + mobiles++).padStart(7, '0')}`;
const request = (extra: Record<string, unknown> = {}) => ({
  state_type: 0, first_name: 'Ahmad', last_name: 'Saleh', nationality: 'EG', email: 'ahmad@example.org', mobile: freshMobile(),
  passport_number: 'A1234567', address: 'Amman, 3rd circle', continent: 'AS', country: 'JO', city: 'Amman', place_of_work: 'Grand Husseini Mosque', ...extra,
});
const call = (method: string, path: string, who: string, options: Omit<CallOptions, 'token'> = {}) =>
  t.call(method, path, { token: token[who]!, ...options });
const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
async function create(extra: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: number }> {
  const response = await call('POST', '/aq/request/', 'mission', { body: request(extra), language: 'en' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const upload = async (path: string, who: string, kind: 'pdf' | 'jpeg' | 'text') => {
  const f = kind === 'pdf' ? { name: 'doc.pdf', type: 'application/pdf', bytes: minimalPdf(['Document']) }
    : kind === 'jpeg' ? { name: 'photo.jpg', type: 'image/jpeg', bytes: JPEG } : { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('just text') };
  return t.upload(path, token[who]!, f);
};
async function addDocument(id: number, type: number, kind: 'pdf' | 'jpeg' = type === 3 ? 'jpeg' : 'pdf', who = 'mission') {
  const uploaded = await upload('/aq/attachment/file/', who, kind);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return call('POST', '/aq/attachment/', who, { body: { awqaf_request: id, attachment_type: type, file: [{ id: uploaded.json().id }] }, language: 'en' });
}
const step = (id: number, event: string, who: string, language = 'en') => call('POST', `/aq/request/${id}/${event}/`, who, { body: { comment: 'Noted' }, language });

describe(`awqaf requests (${testDatabaseKind})`, () => {
  it('numbers a request, names its filer and shares it with the whole mission only', async () => {
    const filed = await create();
    expect(filed.request_number).toMatch(/^AQ-\d{4}-\d{5}$/);
    expect(filed).toMatchObject({ state: 1, mission: 1, created_by_name: 'Yousef Al-Kandari', continent: 'AS', country: 'JO' });
    const second = await create();
    expect(Number(String(second.request_number).slice(-5))).toBe(Number(String(filed.request_number).slice(-5)) + 1);
    expect((await call('GET', `/aq/request/${filed.id}/`, 'dm.colleague')).statusCode).toBe(200);
    expect((await call('GET', `/aq/request/${filed.id}/`, 'dm.cairo')).statusCode).toBe(404);
    // Server-set fields are not the client's.
    const forged = await call('POST', '/aq/request/', 'mission', { body: { ...request(), request_number: 'AQ-1999-00001', created_by_name: 'Someone' } });
    expect(forged.json().request_number).not.toBe('AQ-1999-00001');
    expect(forged.json().created_by_name).toBe('Yousef Al-Kandari');
  });

  it('refuses a country off its continent, a province of another country and a nominee without a reason, in both languages, writing nothing', async () => {
    const before = await count('awqaf_request_records');
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM province_records WHERE data->>'country' = 'KW' ORDER BY id LIMIT 1`);
    for (const language of ['en', 'ar']) {
      const body = request({ continent: 'EU', province: Number(rows[0]!.id), state_type: 9, reason_to_nominate: '  ' });
      const refused = await call('POST', '/aq/request/', 'mission', { body, language });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields).sort()).toEqual(['country', 'province', 'reason_to_nominate']);
      expect(refused.json().fields.reason_to_nominate).toBe(language === 'en' ? 'This field is required' : 'هذا الحقل مطلوب');
    }
    const badPhone = await call('POST', '/aq/request/', 'mission', { body: request({ mobile: '+96512' }), language: 'en' });
    expect(badPhone.statusCode).toBe(400);
    expect(Object.keys(badPhone.json().fields)).toEqual(['mobile']);
    expect(await count('awqaf_request_records')).toBe(before);
    const kuwait = await create({ country: 'KW', province: Number(rows[0]!.id), state_type: 9, reason_to_nominate: 'Imam for ten years' });
    expect(kuwait.province_name).toBeTruthy();
  });

  it('answers valid-data with the section 8 messages and checks again on create and edit', async () => {
    const filed = await create();
    const mobile = String(filed.mobile);
    expect((await call('POST', '/aq/request/valid-data/', 'mission', { body: { mobile: freshMobile() } })).json()).toEqual({ valid: true });
    for (const [language, message, field] of [
      ['en', 'Please try with another number', 'The mobile number you entered already exists with another Request'],
      ['ar', undefined, undefined],
    ] as const) {
      const taken = await call('POST', '/aq/request/valid-data/', 'mission', { body: { mobile }, language });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().code).toBe('try_another_number');
      if (message) expect(taken.json()).toMatchObject({ message, fields: { mobile: field } });
      else expect(taken.json().fields.mobile).not.toBe('The mobile number you entered already exists with another Request');
    }
    // The request being edited keeps its own number.
    expect((await call('POST', '/aq/request/valid-data/', 'mission', { body: { mobile, request: filed.id } })).statusCode).toBe(200);
    expect((await call('POST', '/aq/request/valid-data/', 'kuwaiti', { body: { mobile } })).statusCode).toBe(403);
    const before = await count('awqaf_request_records');
    const again = await call('POST', '/aq/request/', 'mission', { body: request({ mobile }), language: 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.mobile).toBe('The mobile number you entered already exists with another Request');
    expect(await count('awqaf_request_records')).toBe(before);
    // An edit onto another open request's number is refused too, the record unchanged.
    const other = await create();
    const edit = await call('PUT', `/aq/request/${other.id}/`, 'mission', { body: { ...request(), mobile }, language: 'en' });
    expect(edit.statusCode).toBe(400);
    expect((await call('GET', `/aq/request/${other.id}/`, 'mission')).json().mobile).toBe(other.mobile);
    // A rejected request no longer holds its number.
    expect((await step(filed.id, 'reject', 'staff')).statusCode).toBe(200);
    expect((await call('POST', '/aq/request/valid-data/', 'mission', { body: { mobile } })).statusCode).toBe(200);
  });

  it('accepts exactly one of two requests racing for one mobile number', async () => {
    const mobile = freshMobile();
    const answers = await Promise.all([1, 2].map(() => call('POST', '/aq/request/', 'mission', { body: request({ mobile }), language: 'en' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const { rows } = await t.db.query(`SELECT id FROM awqaf_request_records WHERE data->>'mobile' = $1`, [mobile]);
    expect(rows).toHaveLength(1);
  });

  it('lets the mission delete a request while new, with its documents and remarks, and nobody else', async () => {
    const filed = await create();
    expect((await addDocument(filed.id, 0)).statusCode).toBe(201);
    expect((await call('POST', '/aq/comment/', 'staff', { body: { awqaf_request: filed.id, comment: 'Please add the resume' } })).statusCode).toBe(201);
    expect((await call('DELETE', `/aq/request/${filed.id}/`, 'staff')).statusCode).toBe(403);
    expect((await call('DELETE', `/aq/request/${filed.id}/`, 'dm.cairo')).statusCode).toBe(404);
    expect((await call('DELETE', `/aq/request/${filed.id}/`, 'dm.colleague')).statusCode).toBe(200);
    expect((await call('GET', `/aq/request/${filed.id}/`, 'mission')).statusCode).toBe(404);
    const { rows } = await t.db.query(`SELECT 1 FROM awqaf_attachment_records WHERE (data->>'awqaf_request')::int = $1 UNION ALL SELECT 1 FROM awqaf_comment_records WHERE (data->>'awqaf_request')::int = $1`, [filed.id]);
    expect(rows).toHaveLength(0);
    const reviewed = await create();
    expect((await step(reviewed.id, 'review', 'staff')).statusCode).toBe(200);
    const locked = await call('DELETE', `/aq/request/${reviewed.id}/`, 'mission', { language: 'en' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('awqaf_request_locked');
  });

  it('keeps one document per type, of the kind its type takes, and changes them only while the mission may edit', async () => {
    const filed = await create({ state_type: 9, reason_to_nominate: 'Teaches Quran' });
    const before = await count('awqaf_attachment_records');
    const photoAsPdf = await addDocument(filed.id, 3, 'pdf');
    expect(photoAsPdf.statusCode).toBe(400);
    expect(photoAsPdf.json().fields.file).toBe('Unsupported file extension');
    const passportAsJpeg = await addDocument(filed.id, 0, 'jpeg');
    expect(passportAsJpeg.json().fields.file).toBe('Unsupported file extension');
    expect((await upload('/aq/attachment/file/', 'mission', 'text')).statusCode).toBe(400);
    const badType = await call('POST', '/aq/attachment/', 'mission', { body: { awqaf_request: filed.id, attachment_type: 7, file: [] }, language: 'ar' });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().fields)).toEqual(['attachment_type']);
    const noFile = await call('POST', '/aq/attachment/', 'mission', { body: { awqaf_request: filed.id, attachment_type: 1, file: [] }, language: 'en' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ file: 'This field is required' });
    expect(await count('awqaf_attachment_records')).toBe(before);
    const passport = await addDocument(filed.id, 0);
    expect(passport.statusCode, passport.body).toBe(201);
    expect(passport.json()).toMatchObject({ attachment_type: 0, uploaded_by_name: 'Yousef Al-Kandari' });
    const twice = await addDocument(filed.id, 0);
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().fields)).toEqual(['attachment_type']);
    expect((await upload('/aq/attachment/file/', 'staff', 'pdf')).statusCode).toBe(403);
    const byStaff = await call('POST', '/aq/attachment/', 'staff', { body: { awqaf_request: filed.id, attachment_type: 1, file: [{ id: passport.json().file[0].id }] } });
    expect(byStaff.statusCode).toBe(403);
    // Change the type (the kept PDF suits resumes) and read it back.
    const changed = await call('PUT', `/aq/attachment/${passport.json().id}/`, 'mission', { body: { awqaf_request: filed.id, attachment_type: 2 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const toPhoto = await call('PUT', `/aq/attachment/${passport.json().id}/`, 'mission', { body: { awqaf_request: filed.id, attachment_type: 3 }, language: 'en' });
    expect(toPhoto.json().fields.file).toBe('Unsupported file extension');
    for (const type of [0, 1, 3]) expect((await addDocument(filed.id, type)).statusCode).toBe(201);
    const listed = await call('GET', '/aq/attachment/', 'dm.colleague', { query: { awqaf_request: filed.id } });
    expect(listed.json().results.map((d: { attachment_type: number }) => d.attachment_type)).toEqual([0, 1, 2, 3]);
    const photo = listed.json().results[3];
    const download = await t.call('GET', photo.file[0].url.replace('/api/v1', ''), { token: token.staff });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', '/aq/attachment/', 'dm.cairo', { query: { awqaf_request: filed.id } })).json().count).toBe(0);
    expect((await call('GET', `/aq/attachment/${photo.id}/`, 'awqaf')).statusCode).toBe(404);
    // A nominee needs its educational certificates (4) before the ministry may pre-approve.
    expect((await step(filed.id, 'review', 'staff')).statusCode).toBe(200);
    const incomplete = await step(filed.id, 'pre-approve', 'staff');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields.attachments).toContain('Educational certificates');
    const incompleteAr = await step(filed.id, 'pre-approve', 'staff', 'ar');
    expect(incompleteAr.json().fields.attachments).toContain('الشهادات الدراسية');
    expect((await call('GET', `/aq/request/${filed.id}/`, 'staff')).json().state).toBe(6);
    const late = await addDocument(filed.id, 4);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('awqaf_request_locked');
    expect((await call('DELETE', `/aq/attachment/${photo.id}/`, 'mission')).statusCode).toBe(403);
    await t.db.query(`INSERT INTO awqaf_attachment_records (data) VALUES (jsonb_build_object('awqaf_request', $1::int, 'attachment_type', 4))`, [filed.id]);
    expect((await step(filed.id, 'pre-approve', 'staff')).statusCode).toBe(200);
    expect((await call('GET', `/aq/attachment/${photo.id}/`, 'awqaf')).statusCode).toBe(200);
  });

  it('deletes a document while new', async () => {
    const filed = await create();
    const doc = await addDocument(filed.id, 1);
    expect((await call('DELETE', `/aq/attachment/${doc.json().id}/`, 'dm.cairo')).statusCode).toBe(404);
    expect((await call('DELETE', `/aq/attachment/${doc.json().id}/`, 'mission')).statusCode).toBe(200);
    expect((await call('GET', '/aq/attachment/', 'mission', { query: { awqaf_request: filed.id } })).json().count).toBe(0);
  });

  it('carries remarks of the three parties, with a file, each to its audience', async () => {
    const filed = await create();
    const add = (who: string, body: Record<string, unknown>, language = 'en') => call('POST', '/aq/comment/', who, { body: { awqaf_request: filed.id, ...body }, language });
    const attached = await upload('/aq/comment/file/', 'mission', 'pdf');
    const chooses = await add('mission', { comment: 'For the ministries', audience: 'ministries' });
    expect(chooses.statusCode).toBe(403);
    expect(chooses.json().fields.audience).toBe('You may see this field but not change it');
    const fromMission = await add('mission', { comment: 'The passport was renewed', file: [{ id: attached.json().id }], party: 'awqaf', author_name: 'x' });
    expect(fromMission.statusCode, fromMission.body).toBe(201);
    expect(fromMission.json()).toMatchObject({ party: 'mission', audience: 'all', author_name: 'Yousef Al-Kandari' });
    expect(fromMission.json().file).toHaveLength(1);
    // The awqaf ministry reaches the request once pre-approved.
    expect((await add('awqaf', { comment: 'Too early' })).statusCode).toBe(404);
    expect((await add('staff', { comment: 'Forwarded' })).json().party).toBe('ministry');
    const secret = await upload('/aq/comment/file/', 'staff', 'pdf');
    const internal = await add('staff', { comment: 'Between the ministries', audience: 'ministries', file: [{ id: secret.json().id }] });
    expect(internal.json()).toMatchObject({ party: 'ministry', audience: 'ministries' });
    await t.db.query(`INSERT INTO awqaf_attachment_records (data) SELECT jsonb_build_object('awqaf_request', $1::int, 'attachment_type', n) FROM generate_series(0, 4) n`, [filed.id]);
    expect((await step(filed.id, 'review', 'staff')).statusCode).toBe(200);
    expect((await step(filed.id, 'pre-approve', 'staff')).statusCode).toBe(200);
    expect((await add('awqaf', { comment: 'Interview on Sunday' })).json().party).toBe('awqaf');
    const read = async (who: string) => (await call('GET', '/aq/comment/', who, { query: { awqaf_request: filed.id } })).json().results.map((c: { party: string; comment: string }) => `${c.party}: ${c.comment}`);
    expect(await read('staff')).toEqual(['mission: The passport was renewed', 'ministry: Forwarded', 'ministry: Between the ministries', 'awqaf: Interview on Sunday']);
    expect(await read('awqaf')).toEqual(await read('staff'));
    expect(await read('dm.colleague')).toEqual(['mission: The passport was renewed', 'ministry: Forwarded', 'awqaf: Interview on Sunday']);
    const secretUrl = internal.json().file[0].url.replace('/api/v1', '');
    expect((await t.call('GET', secretUrl, { token: token.awqaf })).statusCode).toBe(200);
    expect((await t.call('GET', secretUrl, { token: token.mission })).statusCode).toBe(404);
    expect((await t.call('GET', fromMission.json().file[0].url.replace('/api/v1', ''), { token: token.awqaf })).statusCode).toBe(200);
    expect((await call('GET', '/aq/comment/', 'dm.cairo', { query: { awqaf_request: filed.id } })).statusCode).toBe(404);
    const before = await count('awqaf_comment_records');
    const empty = await add('mission', { comment: '' }, 'ar');
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['comment']);
    expect((await add('staff', { comment: 'x', audience: 'everyone' })).statusCode).toBe(400);
    expect((await add('kuwaiti', { comment: 'x' })).statusCode).toBe(403);
    expect(await count('awqaf_comment_records')).toBe(before);
  });

  it('counts what each caller lists at statistics/', async () => {
    for (const who of ['mission', 'staff', 'awqaf']) {
      const stats = await call('GET', '/aq/request/statistics/', who);
      expect(stats.statusCode).toBe(200);
      expect(stats.json().by_type.map((b: { state_type: number }) => b.state_type)).toEqual([0, 9]);
      const listed = await call('GET', '/aq/request/', who, { query: { page_size: 10 } });
      expect(stats.json().total).toBe(listed.json().count);
    }
    expect((await call('GET', '/aq/request/statistics/', 'kuwaiti')).statusCode).toBe(403);
  });
});
