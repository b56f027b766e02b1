import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs, smsCodeFor } from './support/api.ts';
import { shoot } from './support/foreign-entity.ts';
import { signIn, startIn, text, useLanguage, type Language } from './support/portal.ts';
import { execFileSync } from 'node:child_process';

/** The words pdftotext reads from a PDF, in reading order (letters, digits and the dashes of a receipt number). */
const pdfWords = (bytes: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' }).split(/[^\p{L}\p{M}\p{N}-]+/u).filter(Boolean);

// A fund transaction end to end: two transfers the ministry has authorised (set up through the API,
// OTPs read from the outbox); the Kuwaiti entity's FT staff ticks them by name in Arabic, is told
// 'Please select transactions' when none is ticked, and saves the draft; its FT manager submits it in
// English after authenticating with Kuwait Mobile ID; the charity account staff schedules it; the mission opens it from its Fund Transfer menu.
test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now() % 100000);
const receipts = [`DR-TR-${suffix}-1`, `DR-TR-${suffix}-2`];
const payment = { deposit_receipt: `DEP-${suffix}`, kuwaiti_bank: 'بنك الكويت الوطني', account_number: 'KW81CBKU0000000000001234560101', civil_id: '289010112345', payer: 'جمعية الإغاثة الكويتية', payee: 'جمعية الهلال الأخضر' };
let transactionId = 0;

/** The label key of a payment field: the transfer's own where the transaction shares it. */
const labelOf = (field: string) => (['deposit_receipt', 'kuwaiti_bank'].includes(field) ? `fund_transfer.fields.${field}` : `fund_transfer.transaction.fields.${field}`);
const toolbar = (page: Page, language: Language) => page.getByRole('toolbar', { name: text(language, 'workflows.actions.title') });

/** A regular transfer of the demo Kuwaiti entity through the Amman embassy, authorised by the general account supervisor. */
async function authorisedTransfer(request: APIRequestContext, receipt: string): Promise<void> {
  const staff = await apiAs(request, 'ftstaff');
  const { id } = await staff.post('/ft/fund-transfer/', { request_type: 'r', amount: 1250.125, deposit_receipt: receipt, purpose: 'Orphans care', foreign_entity: 2, country: 'IQ', mission: 1 });
  await staff.post(`/ft/fund-transfer/${id}/submit/`);
  for (const [username, event, phone] of [['kuwaiti', 'approve', '+96550000004'], ['charity', 'review', ''], ['ftuser', 'authorize', '+96550000003']] as const) {
    const client = await apiAs(request, username);
    if (phone) await client.get('/mobileotp/create/');
    await client.post(`/ft/fund-transfer/${id}/${event}/`, { comment: 'checked', ...(phone ? { otp: await smsCodeFor(request, phone) } : {}) });
  }
}

test('the FT staff ticks authorised transfers by name and saves a draft transaction (ar)', async ({ page, request }) => {
  for (const receipt of receipts) await authorisedTransfer(request, receipt);
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'ftstaff', '/portal/ft/transactions/all');
  await page.getByRole('link', { name: ar('fund_transfer.transaction.actions.new') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/transaction\/new$/);
  const transfers = page.getByRole('group', { name: ar('fund_transfer.transaction.fields.confirm_ids') });
  await expect(transfers.getByRole('checkbox', { name: new RegExp(receipts[0]!) })).toBeVisible();
  await shoot(page, 'ft-transaction-new', async (p, language) => {
    await expect(p.getByRole('group', { name: text(language, 'fund_transfer.transaction.fields.confirm_ids') }).getByRole('checkbox').first()).toBeVisible();
  });
  for (const [field, value] of Object.entries(payment)) await page.getByRole(field === 'kuwaiti_bank' ? 'combobox' : 'textbox', { name: new RegExp(`^${ar(labelOf(field))}`) }).fill(value); // the bank: text offered from ft/banks/
  await page.getByRole('button', { name: ar('common.actions.save') }).click();
  await expect(page.getByText(ar('errors.select_transactions')).first()).toBeVisible();
  for (const receipt of receipts) await transfers.getByRole('checkbox', { name: new RegExp(receipt) }).check();
  await expect(transfers.getByText(text('ar', 'forms.widgets.payable_transfers.selected', { count: '2', limit: '10' }))).toBeVisible();
  await page.getByRole('button', { name: ar('common.actions.save') }).click();

  // Section 8: a saved transaction lands on submission-success with its id, saying so, then opens from there.
  await expect(page).toHaveURL(/\/portal\/ft\/submission-success\?transaction_id=\d+$/);
  transactionId = Number(/transaction_id=(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('status')).toContainText(/TR-\d{4}-\d{6}/);
  await shoot(page, 'ft-submission-success', async (p) => {
    await expect(p.getByRole('status')).toContainText(/TR-\d{4}-\d{6}/);
  });
  await page.getByRole('link', { name: ar('fund_transfer.transaction.actions.open') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/ft/transaction/${transactionId}$`));
  await expect(page.getByRole('heading', { name: /^TR-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText(ar('workflows.fund_transaction.states.draft')).first()).toBeVisible();
  const list = page.getByRole('region', { name: ar('fund_transfer.transaction.titles.transfers') });
  for (const receipt of receipts) await expect(list.getByRole('link', { name: receipt })).toBeVisible();
  await shoot(page, 'ft-transaction-draft', async (p, language) => {
    await expect(p.getByRole('region', { name: text(language, 'fund_transfer.transaction.titles.transfers') }).getByRole('link', { name: receipts[0] })).toBeVisible();
  });
});

test('the FT manager submits it and the charity account staff schedules it (en)', async ({ page }) => {
  const en = (key: string) => text('en', key);
  await startIn(page, 'en');
  await signIn(page, 'kuwaiti', `/portal/ft/transaction/${transactionId}`);
  const edit = page.getByRole('link', { name: en('fund_transfer.transaction.actions.edit'), exact: true });
  await expect(edit).toBeVisible(); // a draft
  // Kuwait Mobile ID first (the PACI double approves): the manager lands on authentication-success, then goes back to submit.
  await page.getByRole('region', { name: en('fund_transfer.paci.title') }).getByRole('button', { name: en('fund_transfer.paci.authenticate') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/ft/authentication-success\\?transaction_id=${transactionId}$`));
  await expect(page.getByRole('status')).toContainText(/TR-\d{4}-\d{6}/);
  await shoot(page, 'ft-authentication-success', async (p) => {
    await expect(p.getByRole('status')).toContainText(/TR-\d{4}-\d{6}/);
  });
  await page.getByRole('link', { name: en('fund_transfer.transaction.actions.open') }).click();
  await toolbar(page, 'en').getByRole('button', { name: en('workflows.fund_transaction.events.submit') }).click();
  await page.getByRole('dialog').getByRole('button', { name: en('workflows.actions.confirm') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/transactions\/received$/);
  await page.getByRole('link', { name: /^TR-\d{4}-\d{6}$/ }).first().click();
  await expect(page.getByText(en('workflows.fund_transaction.states.received')).first()).toBeVisible();
  await expect(edit).toHaveCount(0); // submitted: no longer the entity's to change

  await signIn(page, 'charity', `/portal/ft/transaction/${transactionId}`);
  await expect(toolbar(page, 'en').getByRole('button')).toHaveText(['schedule', 'reject_by_bank'].map((e) => en(`workflows.fund_transaction.events.${e}`)));
  await toolbar(page, 'en').getByRole('button', { name: en('workflows.fund_transaction.events.schedule') }).click();
  await page.getByRole('dialog').getByRole('button', { name: en('workflows.actions.confirm') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/transactions\/scheduled$/);
  await shoot(page, 'ft-transactions-list', async (p) => {
    await expect(p.getByRole('link', { name: /^TR-\d{4}-\d{6}$/ }).first()).toBeVisible();
  });
});

test('the mission opens the transactions from its Fund Transfer menu and reads one, every party named (ar)', async ({ page }) => {
  const ar = (key: string) => text('ar', key);
  await useLanguage(page, 'ar');
  await signIn(page, 'mission');
  await page.getByRole('navigation', { name: ar('menu.title') }).getByRole('link', { name: ar('menu.fund_transfer') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/transactions\/all$/);
  await page.getByRole('link', { name: /^TR-\d{4}-\d{6}$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/portal/ft/transaction/${transactionId}$`));
  await expect(page.getByText('سفارة دولة الكويت في عمّان').first()).toBeVisible();
  await expect(page.getByText(ar('workflows.fund_transaction.states.scheduled')).first()).toBeVisible();
  await expect(toolbar(page, 'ar')).toHaveCount(0);

  // Its print opens as a PDF (a single-use link token, the page's language) whose text reads back in Arabic.
  const pdf = page.context().waitForEvent('response', (response) => response.url().includes('/export-item-pdf/'));
  await page.getByRole('button', { name: ar('fund_transfer.transaction.actions.print') }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('lang')).toBe('ar');
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The tab shows Chromium's PDF viewer; the same file, fetched with the page's session, is read as text.
  const file = await page.request.get(`/api/v1/ft/transaction/${transactionId}/export-item-pdf/`, { params: { lang: 'ar' } });
  const words = pdfWords(await file.body());
  for (const phrase of [ar('fund_transfer.transaction.entity'), ar('workflows.fund_transaction.states.scheduled'), receipts[0]!, 'جمعية الإغاثة الكويتية']) {
    expect(words.join(' '), phrase).toContain(phrase);
  }
  for (const other of page.context().pages()) if (other !== page) await other.close();
});

test('the general account supervisor restricts a country, sees who did it in the history, and lifts it again (en)', async ({ page }) => {
  const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
  await startIn(page, 'en');
  await signIn(page, 'ftuser', '/portal/ft/restrictions/all');
  await expect(page.getByRole('heading', { level: 1, name: en('fund_transfer.restricted.countries') })).toBeVisible();
  const country = page.getByRole('combobox', { name: en('fund_transfer.restricted.add_label') });
  await country.click();
  await country.fill('Yem');
  await page.getByRole('option', { name: 'Yemen', exact: true }).click();
  await page.getByRole('button', { name: en('fund_transfer.restricted.add') }).click();
  await expect(page.getByRole('status')).toHaveText(en('fund_transfer.restricted.added', { country: 'Yemen' }));
  const row = page.getByRole('row').filter({ hasText: 'Yemen' });
  await expect(row).toContainText('Khaled Al-Enezi');
  await shoot(page, 'ft-restrictions', async (p, language) => {
    await expect(p.getByRole('row').filter({ hasText: language === 'ar' ? 'اليمن' : 'Yemen' })).toBeVisible();
  });
  await page.getByRole('link', { name: en('fund_transfer.restricted.history') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/restrictions\/history\/all$/);
  await expect(page.getByRole('row').filter({ hasText: 'Yemen' }).first()).toContainText(en('fund_transfer.restricted.action_added'));
  await shoot(page, 'ft-restrictions-history', async (p, language) => {
    await expect(p.getByRole('row').filter({ hasText: language === 'ar' ? 'اليمن' : 'Yemen' }).first()).toBeVisible();
  });
  // Lifted again, so the other journeys' transfers meet no restriction.
  await page.getByRole('link', { name: en('fund_transfer.restricted.countries') }).click();
  await page.getByRole('button', { name: en('fund_transfer.restricted.remove', { country: 'Yemen' }) }).click();
  await expect(page.getByRole('status')).toHaveText(en('fund_transfer.restricted.removed', { country: 'Yemen' }));
  await expect(page.getByText(en('fund_transfer.restricted.none'))).toBeVisible();
});
