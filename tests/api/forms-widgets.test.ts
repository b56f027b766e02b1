import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tomorrow, yesterday } from '../../src/shared/validation/rules/date-range.ts';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';

// The widgets demo form (`POST forms/widgets-demo/`): the request schema runs the shared `x-rule`s,
// the handler the checks only the server can make; and dynamic-form uploads bound to a record.
let t: TestApp;
let foreign: string;
let staff: string;
let province: { id: number };
let city: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  [foreign, staff] = await Promise.all([t.login('foreign'), t.login('staff')]);
  province = (await t.call('GET', '/provinces/', { token: foreign, query: { country: 'KW' } })).json().results[0];
  city = (await t.call('GET', '/cities/', { token: foreign, query: { province: province.id } })).json().results[0];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const valid = () => ({
  continent: 'AS', country: 'KW', province: province.id, city: city.id, nationality: 'EG', travel_date: tomorrow(),
  period: { start: yesterday(), end: tomorrow() }, visit_before: { answer: 'yes', remarks: 'Twice, in 2019 and 2022' },
  bic: 'NBOKKWKW', swift_code: 'NBOKKWKWXXX', mobile: '+96551234567', alternate_mobile: '+96551234568', otp: '123456', password: 'Portal@2026demo',
});
const check = (body: unknown, language = 'en') => t.call('POST', '/forms/widgets-demo/', { token: foreign, language, body });

describe('widgets demo form', () => {
  it('accepts answers that meet every rule and echoes them', async () => {
    const answer = await check(valid());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ swift_code: 'NBOKKWKWXXX', visit_before: { answer: 'yes' } });
  });

  it('refuses each broken rule with the spec message under its field', async () => {
    const answer = await check({
      ...valid(), bic: 'NBOKKW', swift_code: 'NBOK-KWX', otp: '12', visit_before: { answer: 'yes' }, travel_date: yesterday(),
      period: { start: yesterday() }, password: 'short', mobile: '+9651',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      bic: 'BIC codes have either 8 or 11 characters',
      swift_code: 'Swift Code is not valid',
      otp: 'Please input the OTP code sent to your mobile number',
      visit_before: 'This field is required',
      travel_date: `Choose a date on or after ${tomorrow()}`,
      period: 'This field is required',
      password: 'Please check the rules beside',
      mobile: 'Phone number is not valid',
    });
  });

  it('names a missing yes/no answer and OTP with their own messages, in both languages', async () => {
    const { visit_before: _v, otp: _o, ...rest } = valid();
    const en = await check(rest);
    expect(en.json().fields).toEqual({ visit_before: 'It is mandatory to select Yes or No', otp: 'Please input the OTP code sent to your mobile number' });
    const ar = await check(rest, 'ar');
    expect(ar.json().fields).toEqual({ visit_before: 'يجب اختيار نعم أو لا', otp: 'يرجى إدخال رمز التحقق المرسل إلى رقم هاتفك' });
  });

  it('refuses an existing mobile, a repeated alternate mobile and places outside their parent', async () => {
    const answer = await check({ ...valid(), mobile: '+96550000005', alternate_mobile: '+96550000005', continent: 'EU', city: city.id + 1000 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      mobile: 'The mobile number you entered already exists',
      alternate_mobile: 'This Field Is Repeated',
      country: 'Choose one of the listed options',
      city: 'Choose one of the listed options',
    });
  });
});

/** A multipart body with text parts and the file part, as the portal's upload sends it. */
function multipartWith(fields: Record<string, string>, file: Buffer) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (token: string, fields: Record<string, string>) => {
  const { payload, headers } = multipartWith(fields, minimalPdf(['Licence']));
  return t.app.inject({ method: 'POST', url: '/api/v1/form-files/', payload, headers: { ...headers, authorization: `Token ${token}`, 'accept-language': 'en' } });
};

describe('form files bound to a record (foreign_entity)', () => {
  it('binds an upload to the record it names, and only a submission for that record may use it', async () => {
    const me = (await t.call('GET', '/get-user-data/', { token: foreign })).json().id as number;
    const fields = (await t.call('GET', '/form-fields/', { token: foreign, query: { form: 'demo', page_size: 9999 } })).json().results as { id: number; label_en: string }[];
    const id = (label: string) => fields.find((f) => f.label_en === label)!.id;
    const fileField = id('Licence document (PDF)');
    // A complete, valid submission of the demo form (required fields filled) with the file.
    const withFile = (file: number) => [
      ['Organisation name', 'Al Amal'], ['Email', 'info@alamal.org'], ['Mobile', '+96551234567'], ['Total donations received', 'KWD/1.500'],
      ['Has a bank account', 'no'], ['Licence type', 'charity'], ['Licence document (PDF)', file],
    ].map(([label, value]) => ({ field: id(String(label)), value }));
    const elsewhere = await upload(foreign, { foreign_entity: String(me + 100), form_tab: '3', section: String(fileField) });
    expect(elsewhere.statusCode).toBe(404);
    const mine = await upload(foreign, { foreign_entity: String(me), form_tab: '3', section: String(fileField) });
    expect(mine.statusCode, mine.body).toBe(201);
    // The ministry may fill in another record, but not with a file bound to someone else's.
    const borrowed = await t.call('PUT', '/form-values/list-update/', {
      token: staff, language: 'en', body: { form: 'demo', record: me + 1, values: withFile(mine.json().id) },
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields).toEqual({ [`field_${fileField}`]: 'The attached file was not found; upload it again' });
    // An unbound upload of another user cannot be borrowed either.
    const staffFile = await upload(staff, { form_tab: '3', section: String(fileField) });
    const taken = await t.call('PUT', '/form-values/list-update/', { token: foreign, language: 'en', body: { form: 'demo', values: withFile(staffFile.json().id) } });
    expect(taken.json().fields).toEqual({ [`field_${fileField}`]: 'The attached file was not found; upload it again' });
    // The file bound to the foreign entity's own record is theirs to use.
    const used = await t.call('PUT', '/form-values/list-update/', { token: foreign, body: { form: 'demo', record: me, values: withFile(mine.json().id) } });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().find((v: { field: number }) => v.field === fileField)?.value).toBe(mine.json().id);
  });
});
