import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { typeDate } from './support/date-picker.ts';
import { shoot } from './support/foreign-entity.ts';
import { escapeRegExp, pick, signIn, startIn, text, type Language } from './support/portal.ts';
import { test } from './support/test.ts';

// Issue 17 item 2: a Kuwaiti entity files a safe-travel notification with two travellers and a partner in
// Arabic, sees the country's advice when it picks the country, the ministry sends remarks, the entity edits
// and replies, the ministry accepts (English), the interior ministry reads it (English), and its print opens
// as a PDF whose Arabic reads back in order. Screenshots (SCREENSHOTS=1) of each new screen, ar/en, 1280/390.

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const field = (page: Page, language: Language, key: string, index = 0) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(text(language, `safe_travel.fields.${key}`))}\\s*\\*?$`)).nth(index);

/** The words of a text (letters and digits with their marks), to compare reading order. */
const wordsOf = (value: string) => value.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

function pdfWords(bytes: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'st-print-'));
  try {
    writeFileSync(join(dir, 'print.pdf'), bytes);
    return wordsOf(execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'print.pdf'), '-'], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each phrase's words, one after the other, the phrases in order. */
function expectInOrder(words: string[], phrases: string[]): void {
  let from = 0;
  for (const phrase of phrases) {
    const wanted = wordsOf(phrase);
    let at = -1;
    for (let i = from; i + wanted.length <= words.length && at < 0; i += 1) if (wanted.every((w, j) => words[i + j] === w)) at = i;
    expect(at, `«${phrase}» after word ${from} of ${words.join(' ')}`).toBeGreaterThanOrEqual(0);
    from = at + wanted.length;
  }
}

async function addTraveller(page: Page, index: number, person: { name: string; passport: string; nationality: string; birthPlace: string; expiry?: string }) {
  const ar: Language = 'ar';
  await page.getByRole('button', { name: text(ar, 'common.form.add_item') }).first().click();
  await field(page, ar, 'traveller_name', index).fill(person.name);
  await field(page, ar, 'passport_number', index).fill(person.passport);
  await typeDate(field(page, ar, 'passport_issue_date', index), ar, '2022-03-01');
  await typeDate(field(page, ar, 'passport_expiry_date', index), ar, person.expiry ?? day(5 * 365));
  const nationality = page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(text(ar, 'safe_travel.fields.nationality'))}`) }).nth(index);
  await nationality.click();
  await nationality.fill(person.nationality);
  await page.getByRole('listbox').getByRole('option', { name: person.nationality, exact: true }).click();
  await typeDate(field(page, ar, 'birth_date', index), ar, '1985-06-15');
  await field(page, ar, 'birth_place', index).fill(person.birthPlace);
}

async function act(page: Page, language: Language, event: string, comment?: string) {
  const bar = page.getByRole('toolbar', { name: text(language, 'workflows.actions.title') });
  await bar.getByRole('button', { name: text(language, `workflows.safe_travel.events.${event}`), exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (comment) await dialog.getByLabel(text(language, 'workflows.actions.comment')).fill(comment);
  await dialog.getByRole('button', { name: text(language, 'workflows.actions.confirm') }).click();
  await expect(dialog).toHaveCount(0);
}

test('a Kuwaiti entity files a notification with two travellers and a partner; remarks, edit, reply, accept, the interior ministry reads and prints it', async ({ page }) => {
  test.setTimeout(240_000);
  const ar: Language = 'ar';
  await startIn(page, ar);
  await signIn(page, 'kuwaiti', '/portal/safe_travel/new');
  await expect(page.getByRole('heading', { name: text(ar, 'safe_travel.notices.new_title') })).toBeVisible();
  await shoot(page, 'safe-travel-new', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.notices.new_title') })).toBeVisible();
  });
  await page.getByRole('link', { name: text(ar, 'safe_travel.actions.apply') }).or(page.getByRole('button', { name: text(ar, 'safe_travel.actions.apply') })).first().click();
  await expect(page).toHaveURL(/\/portal\/safe_travel\/apply$/);
  // Before it is filled: a screenshot reloads the page.
  await shoot(page, 'safe-travel-apply', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.titles.apply'), level: 1 })).toBeVisible();
  });

  // The place: the continent, then the country, whose advice shows at once.
  await pick(page, text(ar, 'safe_travel.fields.continent'), 'آسيا');
  await pick(page, text(ar, 'safe_travel.fields.travel_country'), 'الأردن');
  const advice = page.getByText('سجلوا لدى سفارة دولة الكويت في عمان');
  await expect(advice).toBeVisible();
  await expect(page.getByText(text(ar, 'safe_travel.message.title', { country: 'الأردن' }))).toBeVisible();

  await typeDate(field(page, ar, 'departure_date'), ar, day(10));
  await typeDate(field(page, ar, 'return_date'), ar, day(20));
  await field(page, ar, 'purpose').fill('زيارة ميدانية لمخيمات اللاجئين');
  await field(page, ar, 'flight_details').fill('KU 561 الكويت – عمان');
  await field(page, ar, 'residence').fill('فندق الأردن، عمان');
  await addTraveller(page, 0, { name: 'علي الكندري', passport: 'K1234567', nationality: 'الكويت', birthPlace: 'الكويت' });
  // The second passport expires before the return: said under that traveller's expiry date, not under the list.
  await addTraveller(page, 1, { name: 'سارة الكندري', passport: 'K7654321', nationality: 'الكويت', birthPlace: 'الجهراء', expiry: day(15) });
  await page.getByRole('button', { name: text(ar, 'common.form.add_item') }).nth(1).click();
  // "Name" labels the travellers' names too: the partner's is the third.
  await field(page, ar, 'partner_name', 2).fill('جمعية الإغاثة الأردنية');
  await field(page, ar, 'partner_phone').fill('51234567');
  await field(page, ar, 'coordinator_name').fill('فهد الصباح');
  await field(page, ar, 'coordinator_phone').fill('55123456');
  await field(page, ar, 'emergency_contact').fill('مها الصباح');
  await field(page, ar, 'emergency_phone').fill('99887766');
  await page.getByRole('button', { name: text(ar, 'common.actions.save') }).click();
  await expect(page.locator('#root_travellers_1_passport_expiry_date__error')).toHaveText(text(ar, 'safe_travel.errors.passport_expires', { limit: day(20) }));
  await expect(page.locator('#root_travellers__error')).toHaveCount(0);
  await typeDate(field(page, ar, 'passport_expiry_date', 1), ar, day(5 * 365));
  await page.getByRole('button', { name: text(ar, 'common.actions.save') }).click();
  await expect(page).toHaveURL(/\/portal\/safe_travel\/item\/\d+$/);
  const id = Number(/item\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText(/^ST-\d{4}-\d{5}$/)).toBeVisible();
  const travellers = page.getByRole('table', { name: text(ar, 'safe_travel.fields.travellers') });
  await expect(travellers.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('table', { name: text(ar, 'safe_travel.fields.partners') }).getByRole('cell', { name: 'جمعية الإغاثة الأردنية' })).toBeVisible();
  await expect(page.getByText('سجلوا لدى سفارة دولة الكويت في عمان')).toBeVisible();
  await shoot(page, 'safe-travel-item', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.titles.item'), level: 1 })).toBeVisible();
    await expect(p.getByText(language === 'ar' ? 'سجلوا لدى سفارة دولة الكويت في عمان' : 'Register with the Embassy of Kuwait in Amman')).toBeVisible();
    await expect(p.getByRole('button', { name: text(language, 'safe_travel.print.item') })).toBeVisible();
  });

  // The ministry sends remarks (Arabic).
  await page.context().clearCookies();
  await signIn(page, 'staff', `/portal/safe_travel/item/${id}`);
  await act(page, ar, 'remark', 'يرجى إضافة رقم هاتف الفندق');
  await expect(page.getByRole('region', { name: text(ar, 'workflows.history.title') }).getByRole('cell', { name: 'يرجى إضافة رقم هاتف الفندق' })).toBeVisible();

  // The entity edits while under remarks, then replies.
  await page.context().clearCookies();
  await signIn(page, 'kuwaiti', `/portal/safe_travel/item/${id}`);
  await page.getByRole('link', { name: text(ar, 'safe_travel.actions.edit') }).or(page.getByRole('button', { name: text(ar, 'safe_travel.actions.edit') })).first().click();
  await expect(page).toHaveURL(new RegExp(`/portal/safe_travel/edit/${id}$`));
  await expect(field(page, ar, 'residence')).toHaveValue('فندق الأردن، عمان');
  await shoot(page, 'safe-travel-edit', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.titles.edit'), level: 1 })).toBeVisible();
    // Loaded: the country by name and its advice under it.
    await expect(p.getByText(language === 'ar' ? 'سجلوا لدى سفارة دولة الكويت في عمان' : 'Register with the Embassy of Kuwait in Amman')).toBeVisible();
    await expect(field(p, language, 'residence')).toHaveValue('فندق الأردن، عمان');
  });
  await field(page, ar, 'residence').fill('فندق الأردن، عمان، هاتف 0096264600000');
  await page.getByRole('button', { name: text(ar, 'common.actions.save') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/safe_travel/item/${id}$`));
  await expect(page.getByText('فندق الأردن، عمان، هاتف 0096264600000')).toBeVisible();
  await act(page, ar, 'reply', 'تمت إضافة رقم هاتف الفندق');
  await expect(page.getByRole('region', { name: text(ar, 'workflows.history.title') }).getByRole('cell', { name: 'تمت إضافة رقم هاتف الفندق' })).toBeVisible();

  // Key steps in English: the ministry accepts, the interior ministry reads it.
  const en: Language = 'en';
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await signIn(page, 'staff', `/portal/safe_travel/item/${id}`);
  await act(page, en, 'accept');
  await expect(page.getByText(text(en, 'workflows.safe_travel.states.archived')).first()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'interior', '/portal/safe_travel/archived');
  await page.getByRole('link', { name: /^ST-\d{4}-\d{5}$/ }).first().click();
  await expect(page).toHaveURL(/\/portal\/safe_travel\/item\/\d+$/);
  await page.goto(`/portal/safe_travel/archived/${id}`);
  await expect(page.getByRole('heading', { name: text(en, 'safe_travel.titles.item'), level: 1 })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: text(en, 'workflows.actions.title') })).toHaveCount(0);
  await expect(page.getByRole('table', { name: text(en, 'safe_travel.fields.travellers') }).getByRole('cell', { name: 'علي الكندري' })).toBeVisible();

  // The print opens in a new tab as a PDF (Arabic, as the interior ministry asks for it in Arabic).
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  // The tab's one request is answered through here, so its bytes can be read back (the viewer keeps them to itself).
  let pdf: { type: string; bytes: Buffer } | undefined;
  await page.context().route(`**/api/v1/safe-travel-print/${id}/**`, async (route) => {
    const answer = await route.fetch();
    pdf = { type: answer.headers()['content-type'] ?? '', bytes: await answer.body() };
    await route.fulfill({ response: answer });
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: text(ar, 'safe_travel.print.item') }).click()]);
  await expect.poll(() => pdf?.type).toContain('application/pdf');
  await expect.poll(() => popup.url()).toContain(`/safe-travel-print/${id}/`);
  const words = pdfWords(pdf!.bytes);
  expectInOrder(words, ['إشعار سفر آمن رقم', 'المسافرون', 'علي الكندري', 'سارة الكندري', 'الشركاء', 'جمعية الإغاثة الأردنية', 'يرجى إضافة رقم هاتف الفندق', 'تمت إضافة رقم هاتف الفندق']);
  await popup.close();
});

test('the history, a status tab and the countries\' advice, in both languages (screenshots)', async ({ page }) => {
  await startIn(page, 'ar');
  await signIn(page, 'kuwaiti', '/portal/safe_travel/history');
  await expect(page.getByRole('heading', { name: text('ar', 'safe_travel.titles.history'), level: 1 })).toBeVisible();
  await shoot(page, 'safe-travel-history', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.titles.history'), level: 1 })).toBeVisible();
  });
  await page.goto('/portal/safe_travel/new');
  await expect(page.getByRole('heading', { name: text('ar', 'safe_travel.notices.new_title') })).toBeVisible();
  await page.context().clearCookies();
  // `{status}`: the archived tab, where the journey above left its notification.
  await signIn(page, 'staff', '/portal/safe_travel/archived');
  await expect(page.getByRole('tab', { name: text('ar', 'workflows.safe_travel.states.archived') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /^ST-\d{4}-\d{5}$/ }).first()).toBeVisible();
  await shoot(page, 'safe-travel-status', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.titles.list'), level: 1 })).toBeVisible();
    await expect(p.getByRole('link', { name: /^ST-\d{4}-\d{5}$/ }).first()).toBeVisible();
  });
  await page.goto('/portal/safe_travel/messages');
  await expect(page.getByRole('link', { name: 'الأردن' })).toBeVisible();
  await shoot(page, 'safe-travel-messages', async (p, language) => {
    await expect(p.getByRole('link', { name: language === 'ar' ? 'الأردن' : 'Jordan' })).toBeVisible();
  });
  await page.getByRole('link', { name: 'الأردن' }).click();
  await expect(page).toHaveURL(/\/portal\/safe_travel\/messages\/JO$/);
  await expect(page.getByLabel(new RegExp(`^${escapeRegExp(text('ar', 'safe_travel.message.fields.message_en'))}`))).toHaveValue(/Embassy of Kuwait/);
  await shoot(page, 'safe-travel-message-edit', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'safe_travel.titles.message_edit'), level: 1 })).toBeVisible();
  });
});
