import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs, smsCodeFor } from './support/api.ts';
import { shoot } from './support/foreign-entity.ts';
import { combobox, escapeRegExp, pick, signIn, startIn, text, type Language } from './support/portal.ts';

// A fund transfer's whole way, as its users take it: the Kuwaiti entity's FT staff files three
// transfers in Arabic, picking the foreign entity, country and mission by name, and submits them; its
// FT manager approves with the SMS code; the charity account staff reviews and the general account
// supervisor authorises (English, OTP); one transaction pays for the three; the ministry and the mission
// move them to the bank (API); the charity account staff records the bank's rejection of one (Arabic),
// remarks on another, and opens its print and the central bank's receipt as PDFs that read back in
// Arabic, in order. Each test goes on from what the one before left.
test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now() % 100000);
const receipts = [1, 2, 3].map((n) => `DR-J-${suffix}-${n}`);
const purpose = 'كفالة الأيتام في بغداد';
const foreignEntity = { ar: 'جمعية الهلال الأخضر', en: 'Green Crescent Society' };
const mission = 'سفارة دولة الكويت في عمّان';
const phones = { kuwaiti: '+96550000004', ftuser: '+96550000003' };
const ids: number[] = [];

const toolbar = (page: Page, language: Language) => page.getByRole('toolbar', { name: text(language, 'workflows.actions.title') });
/** The words pdftotext reads from a PDF, in reading order. */
const pdfWords = (bytes: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' }).split(/[^\p{L}\p{M}\p{N}-]+/u).filter(Boolean);

/** Takes `event` on transfer `id` through the API as `username`, with the SMS code when the step asks for one. */
async function step(request: APIRequestContext, username: keyof typeof phones | string, id: number, event: string): Promise<void> {
  const client = await apiAs(request, username);
  const phone = phones[username as keyof typeof phones];
  if (phone) await client.get('/mobileotp/create/');
  await client.post(`/ft/fund-transfer/${id}/${event}/`, { comment: 'checked', ...(phone ? { otp: await smsCodeFor(request, phone) } : {}) });
}

/** Takes a toolbar step of the open request in `language`, confirming its dialog (with the SMS code of `phone` when given). */
async function takeStep(page: Page, request: APIRequestContext, language: Language, event: string, options: { phone?: string; comment?: string } = {}): Promise<void> {
  await toolbar(page, language).getByRole('button', { name: text(language, `workflows.fund_transfer.events.${event}`) }).click();
  const dialog = page.getByRole('dialog');
  if (options.comment) await dialog.getByRole('textbox', { name: new RegExp(escapeRegExp(text(language, 'workflows.actions.comment'))) }).fill(options.comment);
  if (options.phone) {
    await dialog.getByRole('button', { name: text(language, 'workflows.actions.otp_send') }).click();
    await dialog.getByLabel(text(language, 'workflows.actions.otp')).fill(await smsCodeFor(request, options.phone));
  }
  await dialog.getByRole('button', { name: text(language, 'workflows.actions.confirm') }).click();
  await expect(dialog).toHaveCount(0);
}

test('the FT staff files three transfers by name and submits them (ar)', async ({ page, request }) => {
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'ftstaff', '/portal/ft/index');
  // The Fund Transfer page: a tile per state of the staff's list, each opening that tab.
  await page.getByRole('link', { name: new RegExp(`^${ar('workflows.fund_transfer.states.mofa')}`) }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/requests\/mofa$/);
  await page.goBack();
  await shoot(page, 'ft-index', async (p, language) => {
    await expect(p.getByRole('heading', { level: 1, name: text(language, 'fund_transfer.index.title') })).toBeVisible();
    await expect(p.getByRole('link', { name: new RegExp(text(language, 'workflows.fund_transfer.states.mofa')) }).first()).toBeVisible();
  });
  for (const receipt of receipts) {
    // From the Fund Transfer page, a new regular transfer (new/r/1: the type comes with the address).
    await page.getByRole('link', { name: ar('fund_transfer.index.new_regular') }).click();
    await expect(page).toHaveURL(/\/portal\/ft\/new\/r\/1$/);
    await expect(page.getByRole('radio', { name: ar('workflows.fund_transfer.kinds.r') })).toHaveCount(0);
    await page.getByLabel(new RegExp(`^${escapeRegExp(ar('fund_transfer.fields.amount'))}`)).fill('1250.125');
    await page.getByRole('textbox', { name: ar('fund_transfer.fields.deposit_receipt'), exact: true }).fill(receipt);
    await page.getByRole('textbox', { name: ar('fund_transfer.fields.purpose'), exact: true }).fill(purpose);
    await pick(page, ar('fund_transfer.fields.foreign_entity'), foreignEntity.ar, 'الهلال');
    await pick(page, ar('fund_transfer.fields.country'), 'العراق');
    await pick(page, ar('fund_transfer.fields.mission'), mission, 'عمّان');
    await page.getByRole('button', { name: ar('common.actions.save'), exact: true }).click();
    // Saved as a draft, it opens for review (preview) before it goes to the manager.
    await expect(page).toHaveURL(/\/portal\/ft\/preview\/\d+$/);
    ids.push(Number(/(\d+)$/.exec(page.url())![1]));
    await expect(page.getByRole('main').getByText(receipt, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(foreignEntity.ar).first()).toBeVisible(); // named, never its id
    await expect(page.getByText(ar('workflows.fund_transfer.kinds.r'), { exact: true })).toBeVisible();
    if (receipt === receipts[0]) {
      await shoot(page, 'ft-preview', async (p, language) => {
        await expect(p.getByRole('main').getByText(receipt, { exact: true }).first()).toBeVisible();
        await expect(p.getByRole('link', { name: text(language, 'fund_transfer.actions.edit'), exact: true })).toBeVisible();
      });
      // Still the staff's draft: it can be edited, here its cheque number added, and reviewed again.
      await page.getByRole('link', { name: ar('fund_transfer.actions.edit'), exact: true }).click();
      await expect(page).toHaveURL(/\/portal\/ft\/request\/\d+\/edit$/);
      await page.getByRole('textbox', { name: ar('fund_transfer.fields.cheque_no'), exact: true }).fill('CH-1001');
      await page.getByRole('button', { name: ar('common.actions.save'), exact: true }).click();
      await expect(page).toHaveURL(/\/portal\/ft\/preview\/\d+$/);
      await expect(page.getByText('CH-1001')).toBeVisible();
    }
    await takeStep(page, request, 'ar', 'submit');
    await expect(page).toHaveURL(new RegExp(`/portal/ft/submitted/${ids.at(-1)}$`));
    await expect(page.getByRole('status')).toContainText(receipt);
    await expect(page.getByRole('status')).toContainText(ar('workflows.fund_transfer.states.local_entity_ft_manager'));
    if (receipt === receipts[0]) {
      await shoot(page, 'ft-submitted', async (p) => {
        await expect(p.getByRole('status')).toContainText(receipt);
      });
    }
    await page.goto('/portal/ft/index');
  }
  // Once submitted it is the manager's: the staff's page no longer offers Edit.
  await page.goto(`/portal/ft/request/${ids[0]}`);
  await expect(page.getByText(ar('workflows.fund_transfer.states.local_entity_ft_manager')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: ar('fund_transfer.actions.edit'), exact: true })).toHaveCount(0);
  await expect(combobox(page, ar('fund_transfer.fields.foreign_entity'))).toHaveCount(0);
});

test('a draft filed by mistake is deleted from its review page, after a confirmation (en)', async ({ page, request }) => {
  const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
  const staff = await apiAs(request, 'ftstaff');
  const { id } = await staff.post('/ft/fund-transfer/', { request_type: 'd', amount: 75, deposit_receipt: `DR-J-${suffix}-X`, purpose: 'Filed twice', foreign_entity: 2, country: 'IQ' });
  await startIn(page, 'en');
  await signIn(page, 'ftstaff', `/portal/ft/preview/${id}`);
  const panel = page.getByRole('region', { name: en('fund_transfer.deleted.panel') });
  await panel.getByRole('button', { name: en('fund_transfer.deleted.button') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en('fund_transfer.deleted.confirm', { receipt: `DR-J-${suffix}-X` }));
  await dialog.getByRole('button', { name: en('fund_transfer.deleted.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await panel.getByRole('button', { name: en('fund_transfer.deleted.button') }).click();
  await dialog.getByRole('button', { name: en('fund_transfer.deleted.button') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: en('fund_transfer.deleted.title') })).toBeVisible();
  await page.goto(`/portal/ft/preview/${id}`);
  await expect(page.getByText(en('errors.not_found')).first()).toBeVisible();
  // A submitted transfer offers no Delete: its manager's now.
  await signIn(page, 'ftstaff', `/portal/ft/preview/${ids[0]}`);
  await expect(page.getByRole('main').getByText(receipts[0]!, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: en('fund_transfer.deleted.panel') })).toHaveCount(0);
});

test('its FT manager approves with the SMS code (ar), warned first while the country is restricted', async ({ page, request }) => {
  await startIn(page, 'ar');
  // While the transfer's country is on the restricted list, the approve dialog says the transfer
  // would be held for the general account supervisor; off the list again, it says nothing of it.
  const supervisor = await apiAs(request, 'ftuser');
  const listed = ((await supervisor.get('/ft/restricted-countries/')).results as Array<{ country: string }>).map((row) => row.country);
  const country = String((await (await apiAs(request, 'kuwaiti')).get(`/ft/fund-transfer/${ids[0]}/`)).country);
  await supervisor.post('/ft/restricted-countries/', { countries: [...listed, country] });
  await signIn(page, 'kuwaiti', `/portal/ft/request/${ids[0]}`);
  await toolbar(page, 'ar').getByRole('button', { name: text('ar', 'workflows.fund_transfer.events.approve') }).click();
  const warning = page.getByRole('dialog').getByText(text('ar', 'workflows.fund_transfer.warnings.restricted_country_held_one'));
  await expect(warning).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: text('ar', 'workflows.actions.cancel') }).click();
  await supervisor.post('/ft/restricted-countries/', { countries: listed });
  await page.reload();
  await takeStep(page, request, 'ar', 'approve', { phone: phones.kuwaiti });
  await expect(page.getByText(text('ar', 'workflows.fund_transfer.states.charity_account_staff')).first()).toBeVisible();
  for (const id of ids.slice(1)) await step(request, 'kuwaiti', id, 'approve');
});

test('the charity account staff reviews and the general account supervisor authorises with the SMS code (en)', async ({ page, request }) => {
  const en = (key: string) => text('en', key);
  await startIn(page, 'en');
  await signIn(page, 'charity', `/portal/ft/request/${ids[0]}`);
  await takeStep(page, request, 'en', 'review');
  await expect(page.getByText(en('workflows.fund_transfer.states.ft_review')).first()).toBeVisible();
  await signIn(page, 'ftuser', `/portal/ft/request/${ids[0]}`);
  await takeStep(page, request, 'en', 'authorize', { phone: phones.ftuser });
  await expect(page.getByText(en('workflows.fund_transfer.states.ft_regular')).first()).toBeVisible();
  for (const id of ids.slice(1)) {
    await step(request, 'charity', id, 'review');
    await step(request, 'ftuser', id, 'authorize');
  }
});

test('one transaction pays for the three; the ministry and the mission take them to the bank', async ({ request }) => {
  const staff = await apiAs(request, 'ftstaff');
  const draft = await staff.post('/ft/transaction/', {
    confirm_ids: ids, deposit_receipt: `DEP-J-${suffix}`, kuwaiti_bank: 'بنك الكويت الوطني', account_number: 'KW81CBKU0000000000001234560101', civil_id: '289010112345', payer: 'جمعية العون الخيرية', payee: foreignEntity.ar,
  });
  const submitted = await (await apiAs(request, 'kuwaiti')).post(`/ft/submission/?transaction_id=${draft.id}`);
  expect(submitted.status).toBe('received');
  for (const id of ids) {
    await step(request, 'staff', id, 'forward');
    await step(request, 'staff', id, 'send-to-mission');
    await step(request, 'mission', id, 'verify');
  }
});

test('the charity account staff records the bank’s rejection of one (ar)', async ({ page, request }) => {
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'charity', `/portal/ft/request/${ids[2]}`);
  await takeStep(page, request, 'ar', 'bank_reject', { comment: 'رقم الحساب غير صحيح' });
  await expect(page.getByText(ar('workflows.fund_transfer.states.rejected')).first()).toBeVisible();
  await expect(page.getByText(ar('workflows.fund_transfer.flags.rejected_by_bank')).first()).toBeVisible();
  const history = page.getByRole('region', { name: ar('workflows.history.title') });
  await expect(history.getByText('رقم الحساب غير صحيح')).toBeVisible();
});

test('the ministry files a transfer at the bank under a domain and sectors, remarks on it, and opens its print and the central bank’s receipt as PDFs that read back in Arabic (ar)', async ({ page }) => {
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'charity', `/portal/ft/request/${ids[0]}`);
  await expect(page.getByText(ar('workflows.fund_transfer.states.bank')).first()).toBeVisible();

  // The ministry files it under a domain and sectors, picked by name; the section above shows them by name.
  const filing = page.getByRole('region', { name: ar('fund_transfer.classification.title') });
  await filing.getByRole('combobox', { name: new RegExp(ar('fund_transfer.fields.domain')) }).click();
  await page.getByRole('option', { name: 'المساعدات الإنسانية' }).click();
  await filing.getByRole('checkbox', { name: 'التعليم' }).check();
  await filing.getByRole('checkbox', { name: 'الإغاثة الطارئة' }).check();
  await filing.getByRole('button', { name: ar('fund_transfer.classification.save') }).click();
  await expect(filing.getByRole('status')).toHaveText(ar('fund_transfer.classification.saved'));
  const section = page.getByRole('region', { name: ar('fund_transfer.sections.classification'), exact: true });
  await expect(section).toContainText('المساعدات الإنسانية');
  await expect(section).toContainText('التعليم');

  const remarks = page.getByRole('region', { name: ar('fund_transfer.comments.title') });
  await remarks.getByRole('button', { name: ar('fund_transfer.comments.send') }).click();
  await expect(remarks.getByText(text('ar', 'errors.required'))).toBeVisible(); // an empty remark is refused, the page kept
  await remarks.getByRole('textbox', { name: ar('fund_transfer.comments.add') }).fill('طابق المبلغ كشف البنك');
  await remarks.getByRole('button', { name: ar('fund_transfer.comments.send') }).click();
  await expect(remarks.getByRole('status')).toHaveText(ar('fund_transfer.comments.sent'));
  await expect(remarks.getByText('طابق المبلغ كشف البنك')).toBeVisible();
  await expect(remarks.getByText(/Reem Al-Otaibi/)).toBeVisible();

  const prints = page.getByRole('region', { name: ar('fund_transfer.print.title') });
  for (const [button, path, phrases] of [
    ['fund_transfer.print.item', `/ft/fund-transfer/${ids[0]}/export-item-pdf/`, [ar('fund_transfer.entity'), receipts[0]!, purpose, foreignEntity.ar]],
    ['fund_transfer.receipts.central_bank.button', '/ft/central-bank-receipt/', ['إيصال تحويل أموال لبنك الكويت المركزي', receipts[0]!, foreignEntity.ar]],
  ] as const) {
    const opened = page.context().waitForEvent('response', (response) => response.url().includes(path));
    await prints.getByRole('button', { name: ar(button) }).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(new URL(response.url()).searchParams.get('lang')).toBe('ar');
    // The tab shows Chromium's PDF viewer; the same file, fetched with the page's session, is read as text.
    const query: Record<string, string> = path.includes('receipt') ? { lang: 'ar', ft_ids: String(ids[0]) } : { lang: 'ar' };
    const words = pdfWords(await (await page.request.get(`/api/v1${path}`, { params: query })).body()).join(' ');
    let from = 0;
    for (const phrase of phrases) {
      const at = words.indexOf(phrase, from);
      expect(at, `«${phrase}» after position ${from} in: ${words}`).toBeGreaterThanOrEqual(0);
      from = at;
    }
    for (const other of page.context().pages()) if (other !== page) await other.close();
  }
  // The print view: the request without its steps or panels, printed without the portal's frame.
  await prints.getByRole('link', { name: ar('fund_transfer.print.view') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/ft/ftprint/${ids[0]}$`));
  // A transfer has no name: the page's title and its number head it.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(text('ar', 'fund_transfer.titles.item'))} `) })).toBeVisible();
  await expect(page.getByRole('button', { name: text('ar', 'common.actions.print') })).toBeVisible();
  await expect(toolbar(page, 'ar')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: text('ar', 'common.actions.print') })).toBeHidden();
  await expect(page.getByText(purpose)).toBeVisible();
  await shoot(page, 'ft-print', async (p, language) => {
    await expect(p.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(text(language, 'fund_transfer.titles.item'))} `) })).toBeVisible();
  });
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();

  await shoot(page, 'ft-request-at-bank', async (p, language) => {
    await expect(p.getByRole('region', { name: text(language, 'fund_transfer.comments.title') }).getByText('طابق المبلغ كشف البنك')).toBeVisible();
  });
});

test('the ministry prints the transfers a foreign entity received from its page, a PDF that reads back in Arabic (ar)', async ({ page }) => {
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'staff', '/portal/submitted_form/2');
  const pdf = page.context().waitForEvent('response', (response) => response.url().includes('/ft/fund_transfers_for_fe/2/'));
  await page.getByRole('button', { name: ar('foreign_entity.actions.print_fund_transfers') }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const path = new URL(response.url()).pathname.replace(/^\/api\/v1/, '');
  const words = pdfWords(await (await page.request.get(`/api/v1${path}`, { params: { lang: 'ar' } })).body()).join(' ');
  expect(words).toContain(`تحويلات الأموال إلى ${foreignEntity.ar}`);
  expect(words).toContain(receipts[2]!); // the ministry sees every transfer to it, the rejected one too
  for (const other of page.context().pages()) if (other !== page) await other.close();
});
