/**
 * Support requests beyond donations (issue 16): comments on the record, the history, expiry on the
 * request's own date through the server's timer, the letters (PDF only), the statistics and dashboard
 * cards scoped to the caller, and the prints (one request, the detailed print with donations, comments
 * and history, the list PDF), read back with pdftotext with Arabic in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, startTestApp, testDatabaseKind, type TestApp } from './harness.ts';
import { expectPhrases, expectPhrasesInOrder, pdfText } from './pdf-text.ts';

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
const tokens: Record<string, string> = {};
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da636460f80f0000010401005f0b6b2b0000000049454e44ae426082', 'hex');

beforeAll(async () => {
  t = await startTestApp({ clock: () => now, workflowTimerMs: 20 });
  for (const name of ['foreign', 'approved', 'staff', 'kuwaiti', 'interior']) tokens[name] = await t.login(name);
});
afterAll(() => t?.close());

const call = (method: string, path: string, who: string, body?: unknown, language = 'en', query?: Record<string, string | number>) =>
  t.call(method, path, { token: tokens[who]!, language, ...(body === undefined ? {} : { body }), ...(query ? { query } : {}) });

async function file(who = 'foreign', overrides: Record<string, unknown> = {}): Promise<{ id: number; number: string }> {
  const body = { project_name: 'حفر آبار في دارفور', sector: 'humanitarian_aid', country: 'SD', summary: 'عشرون بئرًا للقرى', amount_requested: 1200, ...overrides };
  const created = await call('POST', '/support/request/', who, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}
const approve = async (id: number) => expect((await call('POST', `/support/request/${id}/approve/`, 'staff', { comment: 'موافقة' })).statusCode).toBe(200);
async function donate(id: number, amount: number) {
  const receipt = (await t.upload('/support/donations/receipts/', tokens.kuwaiti!, { name: 'r.pdf', type: 'application/pdf', bytes: minimalPdf(['Receipt']) })).json().id;
  const given = await call('POST', '/support/donations/', 'kuwaiti', { support_request: id, amount, currency: 'KWD', receipt: [{ id: receipt }] });
  expect(given.statusCode, given.body).toBe(201);
}

/** Polls until `check` holds (the timer ticks every 20 ms) or gives up after 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe(`support-request comments, history, expiry, letters and figures (${testDatabaseKind})`, () => {
  it('lists and adds comments for whoever reaches the request, with the author named; others get 404', async () => {
    const { id } = await file();
    const added = await call('POST', '/support/comments/', 'staff', { support_request: id, comment: 'يرجى إرفاق الميزانية', author_name: 'someone else' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ support_request: id, comment: 'يرجى إرفاق الميزانية', author_name: 'Noura Al-Mutairi' });
    expect((await call('POST', '/support/comments/', 'foreign', { support_request: id, comment: 'Attached' })).statusCode).toBe(201);
    const listed = await call('GET', '/support/comments/', 'foreign', undefined, 'en', { support_request: id });
    expect(listed.json().results.map((c: { comment: string }) => c.comment)).toEqual(['يرجى إرفاق الميزانية', 'Attached']);
    // Another foreign entity and a Kuwaiti entity (before approval) do not reach it; the interior ministry has no grant.
    expect((await call('POST', '/support/comments/', 'approved', { support_request: id, comment: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/support/comments/', 'kuwaiti', undefined, 'en', { support_request: id })).json().count).toBe(0);
    expect((await call('POST', '/support/comments/', 'kuwaiti', { support_request: id, comment: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/support/comments/', 'interior', undefined, 'en', { support_request: id })).statusCode).toBe(403);
    await approve(id);
    expect((await call('POST', '/support/comments/', 'kuwaiti', { support_request: id, comment: 'سنتبرع' })).statusCode).toBe(201);
    // Required text, in both languages.
    const empty = await call('POST', '/support/comments/', 'staff', { support_request: id, comment: '' }, 'ar');
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['comment']);
  });

  it('keeps the history with who did what and why, for those who reach the request', async () => {
    const { id } = await file();
    expect((await call('POST', `/support/request/${id}/request-info/`, 'staff', { comment: 'الميزانية ناقصة' })).statusCode).toBe(200);
    expect((await call('POST', `/support/request/${id}/resubmit/`, 'foreign', { comment: 'أرفقناها' })).statusCode).toBe(200);
    await approve(id);
    await donate(id, 200);
    const history = (await call('GET', `/support/request/${id}/history/`, 'foreign')).json();
    expect(history.map((row: { event: string }) => row.event)).toEqual(['request_info', 'resubmit', 'approve', 'donate']);
    expect(history[0]).toMatchObject({ comment: 'الميزانية ناقصة', user_name: 'Noura Al-Mutairi' });
    expect(history[3]).toMatchObject({ user_name: 'Mariam Al-Rashed', to_code: 'partial' });
    expect((await call('GET', `/support/request/${id}/history/`, 'approved')).statusCode).toBe(404);
  });

  it('takes letters as PDFs only and lists them on the record', async () => {
    const letter = await t.upload('/support/letters/', tokens.foreign!, { name: 'letter.pdf', type: 'application/pdf', bytes: minimalPdf(['Letter']) });
    expect(letter.statusCode, letter.body).toBe(201);
    const png = await t.upload('/support/letters/', tokens.foreign!, { name: 'letter.pdf', type: 'application/pdf', bytes: PNG }, 'en');
    expect(png.statusCode).toBe(400);
    const { id } = await file('foreign', { letters: [{ id: letter.json().id }] });
    const record = (await call('GET', `/support/request/${id}/`, 'staff')).json();
    expect(record.letters).toEqual([expect.objectContaining({ id: letter.json().id })]);
    expect((await call('GET', `/support/letters/${letter.json().id}/download/`, 'staff')).statusCode).toBe(200);
    expect((await call('GET', `/support/letters/${letter.json().id}/download/`, 'approved')).statusCode).toBe(404);
  });

  it('counts statistics and cards within what the caller lists: literal paths, never taken for an id', async () => {
    const mine = await file('approved', { amount_requested: 700.5 });
    for (const who of ['staff', 'approved', 'kuwaiti', 'foreign']) {
      for (const path of ['/support/request/statistics/', '/support/request/overview_statistics/']) expect((await call('GET', path, who)).statusCode, `${who} ${path}`).toBe(200);
    }
    const own = (await call('GET', '/support/request/statistics/', 'approved')).json();
    const listed = (await call('GET', '/support/request/', 'approved', undefined, 'en', { page_size: 9999 })).json();
    expect(own.total).toBe(listed.count);
    expect(own.by_status.find((s: { status: string }) => s.status === 'new')).toMatchObject({ count: listed.results.filter((r: { status: string }) => r.status === 'new').length });
    expect(own.total_amount_requested).toBeCloseTo(listed.results.reduce((sum: number, r: { amount_requested: number }) => sum + r.amount_requested, 0), 3);
    // A Kuwaiti entity counts only the requests open to donors; the new one is not among them.
    const donor = (await call('GET', '/support/request/statistics/', 'kuwaiti')).json();
    expect(donor.by_status.map((s: { status: string }) => s.status)).toEqual(['approved', 'partial', 'funded']);
    const cards = (await call('GET', '/support/request/overview_statistics/', 'approved')).json();
    expect(cards.new).toBeGreaterThanOrEqual(1);
    expect(cards.total).toBe(own.total);
    expect((await call('GET', '/support/request/statistics/', 'interior')).statusCode).toBe(403);
    expect(mine.number).toMatch(/^SR-/);
  });

  it('expires a request the day after its own expiry date (Kuwait time), through the timer, with one history row', async () => {
    const tomorrow = new Date(now.getTime() + DAY).toISOString().slice(0, 10);
    const soon = await file('foreign', { expiry_date: tomorrow });
    const later = await file('foreign', { expiry_date: new Date(now.getTime() + 60 * DAY).toISOString().slice(0, 10) });
    await approve(soon.id);
    await donate(soon.id, 100);
    const read = async (id: number) => (await call('GET', `/support/request/${id}/`, 'staff')).json().status;
    now = new Date(now.getTime() + 3 * DAY);
    for (const who of Object.keys(tokens)) tokens[who] = await t.login(who); // sessions age with the clock
    expect(await eventually(async () => (await read(soon.id)) === 'expired')).toBe(true);
    expect(await read(later.id)).toBe('new');
    const history = (await call('GET', `/support/request/${soon.id}/history/`, 'staff')).json();
    expect(history.at(-1)).toMatchObject({ event: 'expire', role: 'system', from_code: 'partial', to_code: 'expired' });
    now = new Date(now.getTime() + 70 * DAY);
    for (const who of Object.keys(tokens)) tokens[who] = await t.login(who);
    expect(await eventually(async () => (await read(later.id)) === 'expired')).toBe(true);
    now = new Date();
    for (const who of Object.keys(tokens)) tokens[who] = await t.login(who);
  });
});

describe(`support-request prints (${testDatabaseKind})`, () => {
  const textOf = (response: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfText(response.rawPayload);
  };

  it('prints one request, and in detail with its donations, comments and history, Arabic in order; out of scope 404', async () => {
    const { id, number } = await file('foreign', { project_name: 'كفالة الأيتام في الخرطوم', summary: 'رعاية مئة يتيم', total_cost: 'USD/5000.00' });
    await approve(id);
    expect((await call('POST', '/support/comments/', 'staff', { support_request: id, comment: 'تمت مراجعة الميزانية' })).statusCode).toBe(201);
    await donate(id, 300);
    const arabic = textOf(await call('GET', `/support/request/${id}/print`, 'staff', undefined, 'ar'));
    expectPhrasesInOrder(arabic, ['طلب الدعم رقم', 'كفالة الأيتام في الخرطوم', 'المعلومات الأساسية', 'المشروع', 'رعاية مئة يتيم']);
    expectPhrases(arabic, [number, 'السودان', 'المساعدات الإنسانية']);
    const detailed = textOf(await call('GET', `/support/request/${id}/detailed_print`, 'foreign', undefined, 'ar'));
    expectPhrasesInOrder(detailed, ['كفالة الأيتام في الخرطوم', 'التبرعات', 'التعليقات', 'تمت مراجعة الميزانية']);
    const english = textOf(await call('GET', `/support/request/${id}/detailed_print`, 'kuwaiti', undefined, 'en', { lang: 'en' }));
    expectPhrasesInOrder(english, ['Support request No', 'Basic information', 'Donations', 'Comments', 'History']);
    expectPhrases(english, ['Sudan', 'Humanitarian Aid', 'Partially funded']);
    expect((await call('GET', `/support/request/${id}/print`, 'approved')).statusCode).toBe(404);
    expect((await call('GET', `/support/request/${id}/print`, 'interior')).statusCode).toBe(403);
  });

  it('prints the approval remark only for its readers: the ministry and the filer, never the donors (commentFor)', async () => {
    const { id } = await file('foreign', { project_name: 'ترميم مدرسة في أم درمان' });
    expect((await call('POST', `/support/request/${id}/approve/`, 'staff', { comment: 'ملاحظة داخلية للجهة' })).statusCode).toBe(200);
    await donate(id, 100);
    for (const who of ['staff', 'foreign']) {
      const text = textOf(await call('GET', `/support/request/${id}/detailed_print`, who, undefined, 'ar'));
      expectPhrasesInOrder(text, ['ترميم مدرسة في أم درمان', 'السجل', 'ملاحظة داخلية للجهة']);
    }
    // The donor reads the step (approved, then its own donation) without the remark, on the page and in the print.
    const donor = textOf(await call('GET', `/support/request/${id}/detailed_print`, 'kuwaiti', undefined, 'ar'));
    expectPhrasesInOrder(donor, ['ترميم مدرسة في أم درمان', 'السجل', 'اعتماد', 'تقديم تبرع']);
    expect(donor).not.toContain('ملاحظة داخلية للجهة');
    const history = (await call('GET', `/support/request/${id}/history/`, 'kuwaiti')).json();
    expect(history[0]).toMatchObject({ event: 'approve', comment: null });
    expect((await call('GET', `/support/request/${id}/history/`, 'foreign')).json()[0]).toMatchObject({ event: 'approve', comment: 'ملاحظة داخلية للجهة' });
  });

  it('exports the list as the caller lists it, with the filters named', async () => {
    await file('foreign', { project_name: 'مدرسة في نيامي', country: 'NE' });
    const text = textOf(await call('GET', '/support/request/export-pdf', 'staff', undefined, 'ar', { status: 'new' }));
    expectPhrases(text, ['طلبات الدعم', 'مدرسة في نيامي', 'النيجر']);
    const donor = textOf(await call('GET', '/support/request/export-pdf', 'kuwaiti', undefined, 'ar'));
    expect(donor).not.toContain('مدرسة في نيامي');
    expect((await call('GET', '/support/request/export-pdf', 'staff', undefined, 'en', { status: 'nonsense' })).statusCode).toBe(400);
  });
});

describe(`support-request dynamic form and instructions (${testDatabaseKind})`, () => {
  type Field = { id: number; label_en: string; form_tab: number };
  it('lists the instructions, tabs and fields of the request form for everyone who files, decides or donates', async () => {
    for (const who of ['foreign', 'staff', 'kuwaiti']) {
      const instructions = await call('GET', '/support/general-instructions/', who);
      expect(instructions.statusCode, instructions.body).toBe(200);
      expect(instructions.json().results.every((i: { section: string }) => i.section === 'support_request')).toBe(true);
      expect(instructions.json().count).toBeGreaterThanOrEqual(1);
    }
    const tabs = (await call('GET', '/support/form-tabs/', 'foreign')).json().results as Array<{ id: number; form: string; name_en: string }>;
    expect(tabs.map((tab) => tab.name_en)).toEqual(['Implementation', 'Budget']);
    const fields = (await call('GET', '/support/form-fields/', 'foreign', undefined, 'en', { form_tab: tabs[1]!.id })).json().results as Field[];
    expect(fields.map((f) => f.label_en)).toEqual(['Budget lines', 'Other funders', 'Which funders, and how much']);
    // Another form's definitions are not asked for here.
    expect((await call('GET', '/support/form-fields/', 'foreign', undefined, 'en', { form: 'foreign_entity' })).statusCode).toBe(400);
    expect((await call('GET', '/support/form-tabs/', 'interior')).statusCode).toBe(403);
  });

  it('keeps the values of one request: its foreign entity writes them while it may edit the request; readers of the request read them', async () => {
    const all = (await call('GET', '/support/form-fields/', 'foreign')).json().results as Field[];
    const field = (label: string) => all.find((f) => f.label_en === label)!.id;
    const { id } = await file();
    const missing = await call('POST', '/support/form-values/', 'foreign', { support_request: id, values: [{ field: field('Other funders'), value: 'yes' }] });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual([`field_${field('Implementing partner')}`, `field_${field('Which funders, and how much')}`].sort());
    const saved = await call('POST', '/support/form-values/', 'foreign', {
      support_request: id,
      values: [{ field: field('Implementing partner'), value: 'الهلال الأحمر السوداني' }, { field: field('Other funders'), value: 'no' }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const updated = await call('PUT', '/support/form-values/list-update/', 'foreign', { support_request: id, values: [{ field: field('Budget lines'), value: 'حفر: 800' }] });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = await call('GET', '/support/form-values/', 'staff', undefined, 'en', { support_request: id });
    expect(read.json().map((v: { field: number; value: unknown }) => [v.field, v.value]).sort()).toEqual(
      [[field('Implementing partner'), 'الهلال الأحمر السوداني'], [field('Other funders'), 'no'], [field('Budget lines'), 'حفر: 800']].sort(),
    );
    // Another entity neither reads nor writes them; the ministry does not write them; once approved the entity may not change them.
    expect((await call('GET', '/support/form-values/', 'approved', undefined, 'en', { support_request: id })).statusCode).toBe(404);
    expect((await call('POST', '/support/form-values/', 'approved', { support_request: id, values: [] })).statusCode).toBe(404);
    expect((await call('POST', '/support/form-values/', 'staff', { support_request: id, values: [] })).statusCode).toBe(403);
    await approve(id);
    expect((await call('PUT', '/support/form-values/list-update/', 'foreign', { support_request: id, values: [{ field: field('Budget lines'), value: 'x' }] })).statusCode).toBe(403);
    expect((await call('GET', '/support/form-values/', 'kuwaiti', undefined, 'en', { support_request: id })).json()).toHaveLength(3);
  });

  it('keeps the generic form-values/ from writing a request\'s form as the caller\'s "own" record (whose number is its user id); it reads it as the request is read', async () => {
    const all = (await call('GET', '/support/form-fields/', 'foreign')).json().results as Field[];
    const partner = all.find((f) => f.label_en === 'Implementing partner')!.id;
    const { id } = await file();
    expect((await call('POST', '/support/form-values/', 'foreign', { support_request: id, values: [{ field: partner, value: 'الشريك' }] })).statusCode).toBe(201);
    const body = (value: string, record?: number) => ({ form: 'support_request', ...(record ? { record } : {}), values: [{ field: partner, value }] });
    // The filer, another entity and a donor: 404 with or without a record (they write through support/form-values/).
    for (const who of ['foreign', 'approved', 'kuwaiti']) {
      expect((await call('POST', '/form-values/', who, body('someone else'))).statusCode, who).toBe(404);
      expect((await call('PUT', '/form-values/list-update/', who, body('someone else', id))).statusCode, who).toBe(404);
    }
    // The registration form too: a foreign entity's user writes no entity's values here.
    expect((await call('POST', '/form-values/', 'approved', { form: 'foreign_entity', values: [] })).statusCode).toBe(404);
    // The ministry (a grant on every record) names the request; without it, 400 under `record`, nothing written.
    const unnamed = await call('PUT', '/form-values/list-update/', 'staff', body('staff'));
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json().fields)).toEqual(['record']);
    // Reads: the filer and the ministry; another entity 404; the values are as the filer left them.
    const read = async (who: string) => call('GET', '/form-values/', who, undefined, 'en', { form: 'support_request', record: id });
    expect((await read('foreign')).json()).toEqual([expect.objectContaining({ field: partner, value: 'الشريك' })]);
    expect((await read('staff')).statusCode).toBe(200);
    expect((await read('approved')).statusCode).toBe(404);
  });
});
