import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { formatDate } from '../../src/shared/format/format-date.ts';
import { apiAs } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pickDate } from './support/date-picker.ts';
import { shoot, snap } from './support/foreign-entity.ts';
import { signIn, startIn, text, useLanguage, type Language } from './support/portal.ts';

// Issue 19 item 5: values that read left to right stay so in Arabic, dates are picked in the
// page's language, one numeral system per language (spec/formats.yaml), money with its currency's
// decimals, one link colour (Fluent's), the ministry's identity on the login page.

/** Fluent's `colorBrandForegroundLink` of webLightTheme, the one link colour. */
const LINK_COLOUR = 'rgb(17, 94, 163)';

/** Whether the first character of `text` inside the element is drawn left of its last (reads left to right). */
async function readsLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const textNode = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE)!;
    const box = (at: number) => {
      const range = document.createRange();
      range.setStart(textNode, at);
      range.setEnd(textNode, at + 1);
      return range.getBoundingClientRect();
    };
    return box(0).left < box(textNode.textContent!.length - 1).left;
  });
}

const linkColour = (link: Locator) => link.evaluate((node) => getComputedStyle(node).color);

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`the profile shows the phone and e-mail left to right in ${language}`, async ({ page }) => {
    await startIn(page, language);
    await signIn(page, 'foreign', '/portal/profile');
    const phone = page.locator('dd bdi', { hasText: '+96550000005' });
    await expect(phone).toHaveText('+96550000005');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    expect(await readsLeftToRight(phone)).toBe(true); // the plus sign is drawn first, on the left
    await shoot(page, 'bidi-profile', async (shown, shownLanguage) => {
      await expect(shown.getByRole('heading', { level: 1, name: text(shownLanguage, 'auth.profile.heading') })).toBeVisible();
    });
  });

  test(`a KWD amount shows three decimals in ${language}`, async ({ page, request }) => {
    const staff = await apiAs(request, 'ftstaff');
    const { id } = await staff.post('/ft/fund-transfer/', { request_type: 'r', amount: 2500.75, deposit_receipt: `DR-B-${Date.now() % 100000}-${language}`, purpose: 'Orphans care', foreign_entity: 2, country: 'JO', mission: 1 });
    await startIn(page, language);
    await signIn(page, 'ftstaff', `/portal/ft/request/${id}`);
    await expect(page.getByText(language === 'ar' ? '٢٬٥٠٠٫٧٥٠' : '2,500.750', { exact: true })).toBeVisible();
    await expect(page.getByText(language === 'ar' ? '٢٬٥٠٠٫٧٥' : '2,500.75', { exact: true })).toHaveCount(0);
    await shoot(page, 'bidi-amount', async (shown, shownLanguage) => {
      await expect(shown.getByText(shownLanguage === 'ar' ? '٢٬٥٠٠٫٧٥٠' : '2,500.750', { exact: true })).toBeVisible();
    });
  });

  test(`links share Fluent's link colour in ${language}: the login page, a table, a card`, async ({ page }) => {
    await startIn(page, language);
    await page.goto('/portal/login');
    // The ministry's identity: its name beside the emblem, above the form.
    await expect(page.getByText(text(language, 'common.ministry_name'), { exact: true })).toBeVisible();
    await expect(page.getByText(text(language, 'common.state_name'), { exact: true })).toBeVisible();
    const forgot = page.getByRole('link', { name: text(language, 'auth.login_extra.forgot') });
    expect(await linkColour(forgot)).toBe(LINK_COLOUR);
    await shoot(page, 'bidi-login', async (shown, shownLanguage) => {
      await expect(shown.getByRole('link', { name: text(shownLanguage, 'auth.login_extra.forgot') })).toBeVisible();
    });

    await signIn(page, 'staff', '/portal/references/all');
    const tableLink = page.locator('main table a').first();
    await expect(tableLink).toBeVisible();
    expect(await linkColour(tableLink)).toBe(LINK_COLOUR);
    await page.goto('/portal/overview');
    const cardLink = page.locator('main a[href*="/portal/"]').first();
    await expect(cardLink).toBeVisible();
    expect(await linkColour(cardLink)).toBe(LINK_COLOUR);
  });
}

/**
 * Whether the calendar sits against its field (under it, or over it when there is no room below),
 * the field's start edge and its own lined up: left in English, right in Arabic (Fluent's positioning,
 * fetched with the calendar: src/portal/runtime/dates/positioning-on-open.ts).
 */
async function besideItsField(calendar: Locator, field: Locator, language: Language): Promise<boolean> {
  const [popup, input] = [(await calendar.boundingBox())!, (await field.locator('xpath=..').boundingBox())!];
  const near = (a: number, b: number) => Math.abs(a - b) <= 2;
  const touching = near(popup.y, input.y + input.height) || near(popup.y + popup.height, input.y);
  return touching && (language === 'ar' ? near(popup.x + popup.width, input.x + input.width) : near(popup.x, input.x));
}

/** The reference form's published date field. */
const publishedDate = (page: Page, language: Language) => page.getByLabel(text(language, 'references.fields.published_date'));

test('a date is picked through the calendar in Arabic, shown and kept in Arabic-Indic digits', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'staff', '/portal/references/add');
  const field = publishedDate(page, 'ar');
  await expect(field).toHaveAttribute('placeholder', text('ar', 'forms.widgets.date_picker.placeholder'));
  await field.click();
  const calendar = page.getByRole('dialog', { name: text('ar', 'forms.widgets.date_picker.calendar') });
  await expect(calendar).toBeVisible();
  await expect(calendar).not.toContainText(/[0-9]/); // day numbers and the year in Arabic-Indic digits
  await expect.poll(() => besideItsField(calendar, field, 'ar')).toBe(true);
  // Each day and month button's name holds what it shows (Fluent names days in Western digits: calendar-strings.ts).
  await expect(calendar.getByRole('button', { name: /^١٥ \S+ ٢٠[٠-٩]{2}$/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Opened as the field takes the focus, while its calendar and focus manager are still coming: a
  // modal popup all the same (the rest of the page hidden), and the page back once it has closed.
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(0);
  await snap(page, 'bidi-date-picker-ar-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'bidi-date-picker-ar-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(heading).toBeVisible();

  await pickDate(page, field, 'ar', '2026-03-15');
  // Shown as the portal shows dates (Intl's right-to-left marks between the parts), in Arabic-Indic digits.
  expect((await field.inputValue()).replace(/[\u200e\u200f]/g, '')).toBe('١٥/٠٣/٢٠٢٦');
  const title = `مرجع التاريخ ${Date.now() % 100000}`;
  await page.getByLabel(text('ar', 'references.fields.title')).fill(title);
  await page.getByLabel(text('ar', 'users.types.le')).check();
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();
  await expect(page).toHaveURL(/\/portal\/references\/preview\/\d+$/);
  await expect(page.getByText(formatDate('2026-03-15', 'ar'), { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\d{2}\/\d{2}\/\d{4}/); // no Western-digit date on the Arabic page
});

test('a typed day/month/year in English is kept and shown as the portal shows dates', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'staff', '/portal/references/add');
  const field = publishedDate(page, 'en');
  await field.fill('1/4/2026');
  await field.blur();
  await expect(field).toHaveValue('01/04/2026');
  await field.press('ArrowDown'); // the calendar opens from the keyboard, on the chosen month
  const calendar = page.getByRole('dialog', { name: text('en', 'forms.widgets.date_picker.calendar') });
  await expect(calendar).toBeVisible();
  await expect(calendar).toContainText('April 2026');
  await expect.poll(() => besideItsField(calendar, field, 'en')).toBe(true);
  await snap(page, 'bidi-date-picker-en-1280');
  expect(await seriousViolations(page)).toEqual([]);
  // A modal popup, as Fluent's DatePicker has it (its focus manager comes with the calendar,
  // src/portal/runtime/dates/modal-on-open.ts): the rest of the page is hidden while it is open,
  // the focus stays in it, and the page is back once it has closed.
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(0);
  for (let tab = 0; tab < 8; tab++) await page.keyboard.press('Tab');
  expect(await calendar.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(field).toBeFocused();
});
