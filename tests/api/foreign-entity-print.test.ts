/**
 * Printed registration form, status letter and list export of foreign entities, fetched through
 * the real server and read back with poppler's pdftotext: Arabic must come back joined and in
 * reading order, in Arabic and in English files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';
import { createEntity, linkOf, uploadThroughLink } from './foreign-entity-support.ts';
import { expectPhrases, expectPhrasesInOrder, pageCount, pdfText, wordsOf } from './pdf-text.ts';

let t: TestApp;
let staff: string;
let staffId: number;
let entity: { id: number; uid: string };

// A name with a number (bidi), a president with الله (a one-glyph ligature in Naskh, which pdftotext would read back reversed).
const ARABIC_NAME = 'جمعية النور للتنمية 12';
const PRESIDENT = 'عبد الله بن سالم';
const GOALS = 'حفر 40 بئرا في قرى الساحل مع UNICEF';

const userIdOf = async (token: string) => Number((await t.call('GET', '/get-user-data/', { token })).json().id);
const linkToken = async (token: string, operation: string) =>
  (await t.call('POST', '/link-token/', { token, body: { operation } })).json().auth_token as string;

/** A PDF answer: 200, its type, its file name. */
function expectPdf(response: LightMyRequestResponse, disposition: 'inline' | 'attachment'): Buffer {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(String(response.headers['content-disposition'])).toMatch(new RegExp(`^${disposition}; filename=".+\\.pdf"; filename\\*=UTF-8''.+\\.pdf$`));
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return response.rawPayload;
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.login('staff');
  staffId = await userIdOf(staff);
  entity = await createEntity(t, staff, { name: 'Al Nour Development', name_en: 'Al Nour Development', name_ar: ARABIC_NAME });
  // The entity answers its registration form through its link: Arabic answers, one mixed with Latin and digits.
  const link = await linkOf(t, staff, entity.id);
  const form = (await t.call('GET', `/entity-forms/${link}/`)).json() as { fields: Array<{ id: number; field_type: number; is_required: boolean; depends_on: number | null; label_en: string }> };
  const answer = (field: { field_type: number; label_en: string }) =>
    ({ President: PRESIDENT, 'Main goals': GOALS })[field.label_en] ?? ({ 1: 'Al Nour', 2: 'نص', 7: '12', 8: 'no', 9: 'USD/1000.00' } as Record<number, string>)[field.field_type];
  const values = form.fields.filter((f) => f.is_required && f.depends_on === null).map((f) => ({ field: f.id, value: answer(f) }));
  expect((await t.call('PUT', `/entity-forms/${link}/`, { body: { values } })).statusCode).toBe(200);
  expect((await uploadThroughLink(t, link, 3, minimalPdf(['Certificate']))).statusCode).toBe(201);
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('printing the registration form', () => {
  it('opens with a link token for this operation only, once, in Arabic by default', async () => {
    const token = await linkToken(staff, 'printForeignEntityForm');
    const path = `/print-form/${entity.id}/${staffId}`;
    const text = pdfText(expectPdf(await t.call('GET', path, { query: { auth_token: token } }), 'inline'));
    expectPhrasesInOrder(text, [
      'وزارة الخارجية — الرقابة على العمل الخيري والمساعدات',
      `استمارة تسجيل جهة أجنبية: ${ARABIC_NAME}`,
      'بيانات الجهة', 'الاسم بالعربية', 'بيانات التواصل', 'البريد الإلكتروني', 'حالة الملف', 'الحالة',
      'بيانات التسجيل', 'المنظمة', 'الاسم بالأحرف اللاتينية كما لدى البنك', 'أعضاء مجلس الإدارة وشاغلو المناصب', 'الرئيس',
      'الأهداف والإنجازات', 'الأهداف الرئيسية',
      'مستندات قائمة التحقق', 'قائمة مستندات التسجيل', 'البند', 'مستند', 'إلزامي أو اختياري', 'حالة الرفع',
      'خطاب من رئيس مجلس الإدارة', 'اختياري', 'غير مرفوع',
      'شهادة التسجيل', 'مطلوب', 'مرفوع', 'الترخيص الصادر من الجهة المختصة', 'مطلوب', 'غير مرفوع',
    ]);
    expectPhrases(text, [ARABIC_NAME, 'قيد الاستكمال', 'الأردن', 'Al Nour', PRESIDENT, GOALS, 'صفحة ١ من']);
    expect((await t.call('GET', path, { query: { auth_token: token } })).statusCode).toBe(401); // used up
    const letterToken = await linkToken(staff, 'printForeignEntityLetter');
    expect((await t.call('GET', path, { query: { auth_token: letterToken } })).statusCode).toBe(401); // issued for another operation
    expect((await t.call('GET', path, { query: { auth_token: staff } })).statusCode).toBe(401); // never the session token
  });

  it('prints in English with the session, the Arabic name still joined and in order', async () => {
    const bytes = expectPdf(await t.call('GET', `/print-form/${entity.id}/${staffId}`, { token: staff, language: 'en' }), 'inline');
    const text = pdfText(bytes);
    expectPhrasesInOrder(text, [
      'Foreign entity registration form: Al Nour Development',
      'The entity', 'Name in Arabic', 'Status of the file', 'Status',
      'Board members and office bearers', 'President', 'Main goals',
      'Registration checklist', 'Letter from the chairman', 'Optional', 'Not uploaded',
      'Registration certificate', 'Required', 'Uploaded',
    ]);
    // On a left-to-right page pdftotext reads an Arabic value's line left to right, each Arabic run in order but a
    // number or a Latin word inside it where it sits on the page (the number ending the name is at its left end).
    expectPhrases(text, ['جمعية النور للتنمية', 'Pending', 'Jordan', PRESIDENT, 'حفر', 'بئرا في قرى الساحل مع']);
    expect(text).not.toContain('قيد الاستكمال');
    expect(pageCount(bytes)).toBeGreaterThan(1);
    expectPhrases(text, [`Page 1 of ${pageCount(bytes)}`]);
  });

  it('takes the language of the link over Accept-Language', async () => {
    const response = await t.call('GET', `/print-form/${entity.id}/${staffId}`, { token: staff, language: 'ar', query: { lang: 'en' } });
    expectPhrases(pdfText(expectPdf(response, 'inline')), ['Name in Arabic', 'جمعية النور للتنمية']);
  });

  it("answers 404 for another user's id, for an entity outside the caller's scope, and 403 for a role without access", async () => {
    const foreign = await t.login('foreign');
    const foreignId = await userIdOf(foreign);
    expect((await t.call('GET', `/print-form/${entity.id}/${foreignId}`, { token: staff })).statusCode).toBe(404);
    expect((await t.call('GET', `/print-form/1/${foreignId}`, { token: foreign })).statusCode).toBe(200);
    expect((await t.call('GET', `/print-form/2/${foreignId}`, { token: foreign })).statusCode).toBe(404);
    expect((await t.call('GET', `/print-letter/2/${foreignId}`, { token: foreign })).statusCode).toBe(404);
    expect((await t.call('GET', `/print-form/${entity.id}/${foreignId}`, { token: foreign })).statusCode).toBe(404);
    const kuwaiti = await t.login('kuwaiti');
    expect((await t.call('GET', `/print-form/1/${await userIdOf(kuwaiti)}`, { token: kuwaiti })).statusCode).toBe(403);
    expect((await t.call('POST', '/link-token/', { token: kuwaiti, body: { operation: 'printForeignEntityForm' } })).statusCode).toBe(403);
  });
});

describe('printing the status letter', () => {
  it("writes the ministry's letter on the current status, in Arabic and in English", async () => {
    const approved = await t.login('approved');
    const approvedId = await userIdOf(approved);
    const token = await linkToken(approved, 'printForeignEntityLetter');
    const ar = pdfText(expectPdf(await t.call('GET', `/print-letter/2/${approvedId}`, { query: { auth_token: token } }), 'inline'));
    expectPhrasesInOrder(ar, [
      'التاريخ', 'الرقم المرجعي', 'خطاب بشأن جهة أجنبية', 'السادة جمعية الهلال الأخضر المحترمين', 'تحية طيبة وبعد',
      'تفيدكم وزارة الخارجية بأن حالة ملف جمعية الهلال الأخضر أصبحت معتمد',
      'وتفضلوا بقبول فائق الاحترام', 'إدارة الرقابة على العمل الخيري والإغاثي',
    ]);
    const en = pdfText(expectPdf(await t.call('GET', `/print-letter/2/${approvedId}`, { token: approved, language: 'en' }), 'inline'));
    expectPhrasesInOrder(en, ['Letter about a foreign entity', 'To: Green Crescent Society', 'is now: Approved', 'Charity and Aid Oversight Department']);
    const suspended = await t.call('GET', `/print-letter/5/${staffId}`, { token: staff });
    expectPhrasesInOrder(pdfText(expectPdf(suspended, 'inline')), ['إغاثة الساحل الطبية أصبحت موقوف']);
  });
});

describe('exporting the list as a PDF', () => {
  it("lists the filtered entities under the list screen's columns, headers translated", async () => {
    const token = await linkToken(staff, 'exportForeignEntitiesPdf');
    const ar = pdfText(expectPdf(await t.call('GET', '/foreign-entities/export-pdf/', { query: { auth_token: token, status: '2' } }), 'attachment'));
    expectPhrasesInOrder(ar, ['الجهات الأجنبية', 'الاسم', 'الاسم بالعربية', 'الدولة', 'البريد الإلكتروني', 'الحالة', 'تاريخ الإنشاء', 'Green Crescent Society', 'جمعية الهلال الأخضر', 'العراق', 'approved@portal.example', 'معتمد']);
    expectPhrases(ar, ['الحالة', 'معتمد']); // the applied filter
    expect(wordsOf(ar)).not.toContain('الرجاء'); // آبار الرجاء للمياه is submitted, not approved

    const en = pdfText(expectPdf(await t.call('GET', '/foreign-entities/export-pdf/', { token: staff, language: 'en', query: { search: 'النور' } }), 'attachment'));
    expectPhrasesInOrder(en, ['Foreign entities', 'Name', 'Name in Arabic', 'Country', 'E-mail', 'Status', 'Created', 'Al Nour Development', 'جمعية النور للتنمية', 'Jordan', 'Pending']);
    expectPhrases(en, ['Search', 'النور']);
    expect(en).not.toContain('Green Crescent');
  });

  it('keeps to the scope of the caller and refuses roles without the list', async () => {
    const mission = await t.login('mission');
    await createEntity(t, staff, { mission: 2, country: 'EG', continent: 'AF', name_ar: 'جمعية بعيدة' }); // another mission's, outside its countries
    const text = pdfText(expectPdf(await t.call('GET', '/foreign-entities/export-pdf/', { token: mission }), 'attachment'));
    expectPhrasesInOrder(text, [ARABIC_NAME]);
    expect(wordsOf(text)).not.toContain('بعيدة');
    expect((await t.call('GET', '/foreign-entities/export-pdf/', { token: await t.login('foreign') })).statusCode).toBe(403);
    expect((await t.call('GET', '/foreign-entities/export-pdf/', { token: staff, query: { status: '99' } })).statusCode).toBe(400);
  });

  it('repeats the header row on every page of a long list', async () => {
    for (let i = 0; i < 30; i += 1) await createEntity(t, staff);
    const bytes = expectPdf(await t.call('GET', '/foreign-entities/export-pdf/', { token: staff, language: 'en' }), 'attachment');
    const pages = pdfText(bytes).split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expectPhrasesInOrder(page, ['Name', 'Name in Arabic', 'Country', 'E-mail', 'Status', 'Created']);
  });
});
