/**
 * Safe travel, complete (issue 17 item 2): every section-3 field with travellers and partners, the section-5 date
 * rules (each wrong input refused under its field, translated, nothing written), the server's number, places from
 * the lookups, PUT and PATCH with the section-8 refusals, statistics and arrival months (never caught by `{id}`),
 * the countries' travel advice, the Excel list, the list's PDF and the print (Arabic read back in order), and the
 * local-entity scope (every user of the entity; the interior ministry reads all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { expectPhrases, expectPhrasesInOrder, pdfText } from './pdf-text.ts';
import { dayFromToday, safeTravelBody, traveller } from './safe-travel-example.ts';

let t: TestApp;
let le: string;
let colleague: string;
let staff: string;
let moi: string;
let foreign: string;
let admin: string;
let jordanProvince: number;
let ammanCity: number;
let kuwaitProvince: number;

beforeAll(async () => {
  t = await startTestApp();
  [le, colleague, staff, moi, foreign, admin] = (await Promise.all(['kuwaiti', 'ftstaff', 'staff', 'interior', 'foreign', 'admin'].map((u) => t.login(u)))) as [string, string, string, string, string, string];
  const province = await t.call('POST', '/provinces/', { token: admin, body: { name_en: 'Amman', name_ar: 'عمّان', country: 'JO' } });
  expect(province.statusCode, province.body).toBe(201);
  jordanProvince = province.json().id;
  const city = await t.call('POST', '/cities/', { token: admin, body: { name_en: 'Amman', name_ar: 'عمّان', province: jordanProvince } });
  expect(city.statusCode, city.body).toBe(201);
  ammanCity = city.json().id;
  kuwaitProvince = (await t.call('GET', '/provinces/', { token: staff, query: { country: 'KW' } })).json().results[0].id;
});
afterAll(() => t?.close());

const count = async (): Promise<number> => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM safe_travel_records')).rows[0]!.n);

async function file(body: Record<string, unknown> = safeTravelBody(), token = le): Promise<Record<string, unknown> & { id: number }> {
  const response = await t.call('POST', '/safe-travel/', { token, body, language: 'en' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const step = (id: number, event: string, token: string, comment?: string) =>
  t.call('POST', `/safe-travel/${id}/${event}/`, { token, body: comment === undefined ? {} : { comment } });

// Stand-ins for the places beforeAll makes, resolved when each case runs.
const A_KUWAIT_PROVINCE = -1;
const AMMAN_CITY = -2;

describe('filing a notification', () => {
  it('keeps every section-3 field, numbers it and names its places, entity and countries', async () => {
    const body = safeTravelBody({
      province: jordanProvince,
      city: ammanCity,
      travellers: [traveller(), traveller({ name: 'Sara Al-Kandari', passport_number: 'K7654321', nationality: 'JO', birth_place: 'Irbid' })],
      partners: [{ name: 'Jordan Relief Society', phone: '+962791234567', email: 'office@jrs.example.org', address: 'Amman, Jabal Al-Weibdeh' }],
    });
    const created = await t.call('POST', '/safe-travel/', { token: le, body, language: 'ar' });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ ...body, status: 0, local_entity: 1, province_name: 'عمّان', city_name: 'عمّان' });
    expect(record.notification_number).toMatch(new RegExp(`^ST-${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(record.local_entity_name).toBeTruthy();
    const next = await file();
    expect(Number(String(next.notification_number).slice(-5))).toBe(Number(String(record.notification_number).slice(-5)) + 1);
  });

  it('takes the notification number, the entity and the state from the server, never from the body', async () => {
    const record = await file(safeTravelBody({ notification_number: 'ST-1999-99999', local_entity: 7, status: 4 }));
    expect(record.notification_number).not.toBe('ST-1999-99999');
    expect(record).toMatchObject({ local_entity: 1, status: 0 });
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['a departure in the past', { departure_date: '2020-05-01', return_date: '2020-05-10' }, 'departure_date', 'Choose a date on or after'],
    ['a return before the departure', { return_date: dayFromToday(5) }, 'return_date', 'The return date must be after the departure date'],
    ['a return on the departure day', { return_date: dayFromToday(10) }, 'return_date', 'The return date must be after the departure date'],
    ['a passport expiring before the return', { travellers: [traveller(), traveller({ passport_expiry_date: dayFromToday(15) })] }, 'travellers', 'The passport must be valid past the return date'],
    ['a passport expiring before its issue', { travellers: [traveller({ passport_issue_date: '2023-01-01', passport_expiry_date: '2022-01-01' })] }, 'travellers', 'The passport must be valid past the return date'],
    ['a birth date in the future', { travellers: [traveller({ birth_date: dayFromToday(3) })] }, 'travellers', 'Choose a date on or before'],
    ['a traveller without a passport number', { travellers: [traveller({ passport_number: '' })] }, 'travellers', 'This field is required'],
    ['a nationality written as a name', { travellers: [traveller({ nationality: 'Kuwait' })] }, 'travellers', ''],
    ['no traveller', { travellers: [] }, 'travellers', 'This field is required'],
    ['a country written as a name', { travel_country: 'Jordan' }, 'travel_country', ''],
    ['a country code that is no country', { travel_country: 'XX' }, 'travel_country', ''],
    ['a province of another country', { province: A_KUWAIT_PROVINCE }, 'province', 'Choose a province of the country of travel'],
    ['a province that does not exist', { province: 99999 }, 'province', ''],
    ['a city of no chosen province', { city: AMMAN_CITY }, 'city', 'Choose a city of the chosen province'],
    ['a coordinator phone that is no phone', { coordinator_phone: '12' }, 'coordinator_phone', 'Phone number is not valid'],
    ['an emergency phone missing', { emergency_phone: undefined }, 'emergency_phone', 'This field is required'],
    ['a partner without a valid phone', { partners: [{ name: 'Partner', phone: 'call me' }] }, 'partners', 'Phone number is not valid'],
    ['a partner with a bad e-mail', { partners: [{ name: 'Partner', phone: '+962791234567', email: 'not-an-email' }] }, 'partners', ''],
    ['no return date', { return_date: undefined }, 'return_date', 'This field is required'],
  ];

  it.each(refusals)('refuses %s under its field, translated, and writes nothing', async (_name, overrides, field, english) => {
    const resolved = Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, v === A_KUWAIT_PROVINCE ? kuwaitProvince : v === AMMAN_CITY ? ammanCity : v]));
    const body = JSON.parse(JSON.stringify(safeTravelBody(resolved))) as Record<string, unknown>;
    const before = await count();
    const en = await t.call('POST', '/safe-travel/', { token: le, body, language: 'en' });
    expect(en.statusCode, en.body).toBe(400);
    expect(Object.keys(en.json().fields ?? {}), en.body).toEqual([field]);
    if (english) expect(en.json().fields[field]).toContain(english);
    const ar = await t.call('POST', '/safe-travel/', { token: le, body, language: 'ar' });
    expect(ar.json().fields[field]).toMatch(/[\u0600-\u06FF]/);
    expect(ar.json().fields[field]).not.toBe(en.json().fields[field]);
    expect(await count()).toBe(before);
  });

  it('lets only Kuwaiti entities file (the ministry, the interior ministry and a foreign entity get 403)', async () => {
    for (const token of [staff, moi, foreign]) expect((await t.call('POST', '/safe-travel/', { token, body: safeTravelBody() })).statusCode).toBe(403);
  });
});

describe('editing with PUT and PATCH', () => {
  it('patches only the fields sent and checks the dates of the record as stored', async () => {
    const record = await file();
    const patched = await t.call('PATCH', `/safe-travel/${record.id}/`, { token: le, body: { residence: 'Guest house, Madaba' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ residence: 'Guest house, Madaba', purpose: record.purpose, return_date: record.return_date, notification_number: record.notification_number });
    const before = (await t.call('GET', `/safe-travel/${record.id}/`, { token: le })).json();
    // A return before the stored departure: section 8's message over the field's own.
    const early = await t.call('PATCH', `/safe-travel/${record.id}/`, { token: le, body: { return_date: dayFromToday(2) }, language: 'en' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'invalid_request', message: 'Please check inputs before perform edit action', fields: { return_date: 'The return date must be after the departure date' } });
    const arabic = await t.call('PATCH', `/safe-travel/${record.id}/`, { token: le, body: { return_date: dayFromToday(2) }, language: 'ar' });
    expect(arabic.json().message).toBe('يرجى التحقق من المدخلات قبل تنفيذ التعديل');
    // A passport the new return outlives.
    const late = await t.call('PATCH', `/safe-travel/${record.id}/`, { token: le, body: { return_date: dayFromToday(6 * 365) }, language: 'en' });
    expect(late.json()).toMatchObject({ message: 'Please check inputs before perform edit action', fields: { travellers: expect.stringContaining('passport') } });
    expect((await t.call('GET', `/safe-travel/${record.id}/`, { token: le })).json()).toEqual(before);
  });

  it('puts the whole notification while new or under remarks, and refuses once decided with section 8\'s message', async () => {
    const record = await file();
    const put = await t.call('PUT', `/safe-travel/${record.id}/`, { token: le, body: safeTravelBody({ purpose: 'Changed purpose' }) });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ purpose: 'Changed purpose', notification_number: record.notification_number });
    expect((await step(record.id, 'remark', staff, 'Add the partner')).statusCode).toBe(200);
    const underRemarks = await t.call('PATCH', `/safe-travel/${record.id}/`, { token: colleague, body: { partners: [{ name: 'Jordan Relief Society', phone: '+962791234567' }] } });
    expect(underRemarks.statusCode, underRemarks.body).toBe(200);
    expect((await step(record.id, 'reply', le, 'Partner added')).statusCode).toBe(200);
    expect((await step(record.id, 'accept', staff)).statusCode).toBe(200);
    for (const [method, body] of [['PUT', safeTravelBody()], ['PATCH', { purpose: 'Too late' }]] as const) {
      const refused = await t.call(method, `/safe-travel/${record.id}/`, { token: le, body, language: 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden', message: 'Please contact with the IT staff' });
    }
    expect((await t.call('GET', `/safe-travel/${record.id}/`, { token: le })).json()).toMatchObject({ purpose: 'Changed purpose', status: 4 });
  });

  it('refuses a bad body on PUT and PATCH under the field, and the ministry (403) and another entity (404)', async () => {
    const record = await file();
    const put = await t.call('PUT', `/safe-travel/${record.id}/`, { token: le, body: safeTravelBody({ return_date: dayFromToday(1) }), language: 'en' });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual({ return_date: 'The return date must be after the departure date' });
    const patch = await t.call('PATCH', `/safe-travel/${record.id}/`, { token: le, body: { coordinator_phone: 'x' }, language: 'en' });
    expect(patch.json().fields).toEqual({ coordinator_phone: 'Phone number is not valid' });
    expect((await t.call('PATCH', `/safe-travel/${record.id}/`, { token: staff, body: { purpose: 'x' } })).statusCode).toBe(403);
    const username = `st.stranger.${Date.now()}`;
    const other = await t.call('POST', '/users/', { token: admin, body: { username, name: username, user_type: 'le', password: 'Kuwait&Gulf2026', email: `${username}@portal.example`, permissions: ['local_entity', 'local_entity_2'], menu_permissions: [] } });
    expect(other.statusCode, other.body).toBe(201);
    const stranger = await t.login(username, 'Kuwait&Gulf2026');
    expect((await t.call('PATCH', `/safe-travel/${record.id}/`, { token: stranger, body: { purpose: 'x' } })).statusCode).toBe(404);
    expect((await t.call('GET', `/safe-travel/${record.id}/`, { token: stranger })).statusCode).toBe(404);
    expect((await t.call('GET', `/safe-travel-print/${record.id}/`, { token: stranger })).statusCode).toBe(404);
    expect((await t.call('GET', '/safe-travel/', { token: stranger, query: { page_size: 9999 } })).json().results.map((r: { id: number }) => r.id)).not.toContain(record.id);
  });
});

describe('scope, statistics and arrival months', () => {
  it('shares the notification with every user of the entity, lets the interior ministry read all, and no one else', async () => {
    const record = await file();
    expect((await t.call('GET', `/safe-travel/${record.id}/`, { token: colleague })).statusCode).toBe(200);
    const moiList = (await t.call('GET', '/safe-travel/', { token: moi, query: { page_size: 9999 } })).json();
    expect(moiList.results.map((r: { id: number }) => r.id)).toContain(record.id);
    expect((await t.call('GET', `/safe-travel/${record.id}/`, { token: moi })).statusCode).toBe(200);
    expect((await step(record.id, 'accept', moi)).statusCode).toBe(403);
    expect((await t.call('GET', `/safe-travel/${record.id}/`, { token: foreign })).statusCode).toBe(403);
  });

  it('answers statistics/ and arrival-dates-years-months/ (no {id} route catches them)', async () => {
    const record = await file();
    for (const token of [le, staff, moi]) {
      const stats = await t.call('GET', '/safe-travel/statistics/', { token });
      expect(stats.statusCode, stats.body).toBe(200);
      expect(stats.json().total).toBeGreaterThan(0);
      const months = await t.call('GET', '/safe-travel/arrival-dates-years-months/', { token });
      expect(months.statusCode, months.body).toBe(200);
      const [year, month] = String(record.departure_date).split('-').map(Number);
      expect(months.json().find((y: { year: number }) => y.year === year)?.months.some((m: { month: number }) => m.month === month)).toBe(true);
    }
  });
});

describe('the countries\' travel advice', () => {
  it('answers a country\'s advice in the caller\'s language, null for a country without, 404 for no country', async () => {
    const en = await t.call('GET', '/safe-travel-message/JO/', { token: le, language: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toMatchObject({ country: 'JO', country_name: 'Jordan', level: 'info' });
    expect(en.json().message).toContain('Embassy of Kuwait');
    const ar = (await t.call('GET', '/safe-travel-message/JO/', { token: le, language: 'ar' })).json();
    expect(ar.message).toContain('سفارة دولة الكويت');
    expect((await t.call('GET', '/safe-travel-message/FR/', { token: moi })).json()).toMatchObject({ country: 'FR', message: null, level: null });
    expect((await t.call('GET', '/safe-travel-message/XX/', { token: le })).statusCode).toBe(404);
    expect((await t.call('GET', '/safe-travel-message/jordan/', { token: le })).statusCode).toBe(400);
    expect((await t.call('GET', '/safe-travel-message/JO/', { token: foreign })).statusCode).toBe(403);
  });

  it('lets ministry staff set, list and remove a country\'s advice; others may not', async () => {
    const body = { country: 'OM', level: 'caution', message_en: 'Carry water on desert roads.', message_ar: 'احملوا الماء على الطرق الصحراوية.' };
    expect((await t.call('PUT', '/safe-travel-message/OM/', { token: le, body })).statusCode).toBe(403);
    expect((await t.call('PUT', '/safe-travel-message/OM/', { token: moi, body })).statusCode).toBe(403);
    const saved = await t.call('PUT', '/safe-travel-message/OM/', { token: staff, body, language: 'en' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ country: 'OM', message: 'Carry water on desert roads.', level: 'caution' });
    const changed = await t.call('PUT', '/safe-travel-message/OM/', { token: staff, body: { ...body, message_en: 'Travel by day.' }, language: 'en' });
    expect(changed.json()).toMatchObject({ id: saved.json().id, message: 'Travel by day.' });
    const mismatch = await t.call('PUT', '/safe-travel-message/OM/', { token: staff, body: { ...body, country: 'QA' }, language: 'en' });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json().fields)).toEqual(['country']);
    const empty = await t.call('PUT', '/safe-travel-message/OM/', { token: staff, body: { ...body, message_ar: '' }, language: 'ar' });
    expect(empty.json().fields.message_ar).toMatch(/[\u0600-\u06FF]/);
    const list = (await t.call('GET', '/safe-travel-message/', { token: staff, query: { page_size: 9999 } })).json();
    expect(list.results.find((r: { country: string }) => r.country === 'OM')).toMatchObject({ country_pk: 'OM', message_en: 'Travel by day.' });
    const repeated = await t.call('POST', '/safe-travel-message/', { token: staff, body, language: 'en' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual({ country: 'This Field Is Repeated' });
    expect((await t.call('DELETE', '/safe-travel-message/OM/', { token: le })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/safe-travel-message/OM/', { token: staff })).statusCode).toBe(200);
    expect((await t.call('GET', '/safe-travel-message/OM/', { token: le })).json().message).toBeNull();
    expect((await t.call('DELETE', '/safe-travel-message/OM/', { token: staff })).statusCode).toBe(404);
  });
});

describe('exports and the print', () => {
  const linkToken = async (token: string, operation: string): Promise<string> => {
    const response = await t.call('POST', '/link-token/', { token, body: { operation } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().auth_token;
  };

  it('exports the list to Excel with export=1 and an auth_token, for the ministry, the interior ministry and the entity', async () => {
    await file();
    for (const token of [staff, moi, le]) {
      const response = await t.call('GET', '/safe-travel/', { query: { export: 1, auth_token: await linkToken(token, 'listSafeTravel') } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
    }
    // The token is spent.
    const token = await linkToken(staff, 'listSafeTravel');
    await t.call('GET', '/safe-travel/', { query: { export: 1, auth_token: token } });
    expect((await t.call('GET', '/safe-travel/', { query: { export: 1, auth_token: token } })).statusCode).toBe(401);
  });

  it('answers the list as a PDF (safe-travel-pdf-content), Arabic shaped and read back in order', async () => {
    const record = await file();
    const response = await t.call('GET', '/safe-travel-pdf-content/', { query: { lang: 'ar', status: 0, auth_token: await linkToken(staff, 'exportSafeTravelPdf') } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = pdfText(response.rawPayload);
    expectPhrasesInOrder(text, ['إشعارات السفر الآمن', 'رقم الإشعار', 'دولة السفر']);
    expectPhrases(text, [String(record.notification_number), 'الأردن']);
  });

  it('prints one notification with its travellers, partners, advice and remarks, in Arabic read back in order', async () => {
    const record = await file(safeTravelBody({
      travellers: [traveller({ name: 'علي الكندري' }), traveller({ name: 'سارة الكندري', passport_number: 'K7654321' })],
      partners: [{ name: 'جمعية الإغاثة الأردنية', phone: '+962791234567' }],
    }));
    await step(record.id, 'remark', staff, 'يرجى إضافة رقم الفندق');
    await step(record.id, 'reply', le, 'تمت إضافة رقم الفندق');
    const response = await t.call('GET', `/safe-travel-print/${record.id}/`, { query: { lang: 'ar', auth_token: await linkToken(le, 'printSafeTravel') } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = pdfText(response.rawPayload);
    expectPhrasesInOrder(text, ['إشعار سفر آمن رقم', 'الرحلة', 'المسافرون', 'علي الكندري', 'سارة الكندري', 'الشركاء', 'جمعية الإغاثة الأردنية', 'إرشادات الوزارة للسفر', 'سجلوا لدى سفارة دولة الكويت في عمان عند الوصول', 'يرجى إضافة رقم الفندق', 'تمت إضافة رقم الفندق']);
    const english = await t.call('GET', `/safe-travel-print/${record.id}/`, { query: { lang: 'en', auth_token: await linkToken(moi, 'printSafeTravel') } });
    expect(english.statusCode).toBe(200);
    expectPhrasesInOrder(pdfText(english.rawPayload), ['Safe travel notification No', 'Travellers', 'Partners', 'Coordinator and emergency contact']);
    expect((await t.call('GET', `/safe-travel-print/${record.id}/`, { token: foreign })).statusCode).toBe(403);
    expect((await t.call('GET', '/safe-travel-print/999999/', { token: staff })).statusCode).toBe(404);
  });
});
