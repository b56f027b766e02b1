import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { demoForm } from '../../src/server/modules/forms/demo-form.ts';
import { fixture, signIn, text, useLanguage, type Language } from './support/portal.ts';

// The server-driven demo form (/portal/forms/demo): three tabs, conditional fields, phone, currency,
// social and a file, filled in by a foreign entity in each language. A renamed non-PDF is refused
// by the server under the field, a PDF is accepted, and what is saved is what the API stores.
const fields = demoForm.flatMap((tab) => tab.fields);
const label = (language: Language, english: string) => {
  const field = fields.find((f) => f.label_en === english)!;
  return language === 'ar' ? field.label_ar : field.label_en;
};
const labelled = (page: Page, language: Language, english: string) => page.getByLabel(new RegExp(`^${label(language, english)}`)).first();
const tab = (page: Page, language: Language, index: number) =>
  page.getByRole('tab', { name: language === 'ar' ? demoForm[index]!.name_ar : demoForm[index]!.name_en });
const option = (language: Language, english: string, value: string) => {
  const found = fields.find((f) => f.label_en === english)!.select_data!.find((o) => o.value === value)!;
  return language === 'ar' ? found.label_ar : found.label;
};

type Stored = { field: number; value: unknown; extra: unknown };

// One foreign-entity user per language, so each starts from an empty record.
const USERS = { ar: 'foreign', en: 'approved' } as const;

for (const language of ['ar', 'en'] as const) {
  test(`a foreign entity fills in the demo form in ${language}, and the API stores what was shown`, async ({ page }) => {
    const name = language === 'ar' ? 'مؤسسة الأمل' : 'Al Amal Foundation';
    await useLanguage(page, language);
    await signIn(page, USERS[language], '/portal/forms/demo');

    // Contact: text, email, phone (dial code + number), url, social.
    await expect(tab(page, language, 0)).toHaveAttribute('aria-selected', 'true');
    await labelled(page, language, 'Organisation name').fill(name);
    await labelled(page, language, 'Email').fill('info@alamal.org');
    await labelled(page, language, 'Mobile').fill('51234567');
    await labelled(page, language, 'Website').fill('https://alamal.org');
    await page.getByLabel(text(language, 'forms.widgets.networks.facebook'), { exact: true }).check();
    const network = text(language, 'forms.widgets.networks.facebook');
    await page.getByLabel(text(language, 'forms.widgets.social_account', { network })).fill('alamal');

    // Finance: currency (the amount refuses "e"), radio with a conditional field, select with another.
    await tab(page, language, 1).click();
    const amount = labelled(page, language, 'Total donations received');
    await amount.pressSequentially('1250e.500');
    await expect(amount).toHaveValue('1250.500');
    const bankName = labelled(page, language, 'Bank name');
    await expect(bankName).toHaveCount(0);
    await page.getByRole('radio', { name: option(language, 'Has a bank account', 'yes') }).check();
    await expect(bankName).toBeVisible();
    await bankName.fill('Gulf Bank');
    await page.getByRole('radio', { name: option(language, 'Has a bank account', 'no') }).check();
    await expect(bankName).toHaveCount(0);
    await labelled(page, language, 'Licence type').selectOption({ label: option(language, 'Licence type', 'other') });
    await labelled(page, language, 'Other licence type').fill('Waqf');

    // Details: a PNG renamed .pdf is refused by the server under the field; a PDF is accepted.
    await tab(page, language, 2).click();
    const file = page.locator('input[type=file]');
    await file.setInputFiles(fixture('picture-renamed.pdf'));
    const fieldErrors = page.locator('[id$="__error"]');
    await expect(fieldErrors.filter({ hasText: text(language, 'errors.unsupported_file_extension') })).toBeVisible();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/form-files/') && response.status() === 201);
    await file.setInputFiles(fixture('sample.pdf'));
    const stored = await (await uploaded).json();
    await expect(page.getByText('sample.pdf')).toBeVisible();
    await expect(fieldErrors.filter({ hasText: text(language, 'errors.unsupported_file_extension') })).toHaveCount(0);

    await page.getByRole('button', { name: text(language, 'forms.dynamic.submit') }).click();
    await expect(page.getByText(text(language, 'forms.dynamic.saved'))).toBeVisible();

    // What the API stored for this user's record.
    const definitions = (await (await page.request.get('/api/v1/form-fields/?form=demo&page_size=9999')).json()).results as { id: number; label_en: string }[];
    const idOf = (english: string) => definitions.find((d) => d.label_en === english)!.id;
    const values = (await (await page.request.get('/api/v1/form-values/?form=demo')).json()) as Stored[];
    const valueOf = (english: string) => values.find((v) => v.field === idOf(english));
    expect(valueOf('Organisation name')?.value).toBe(name);
    expect(valueOf('Mobile')?.value).toBe('+96551234567');
    expect(valueOf('Total donations received')?.value).toBe('KWD/1250.500');
    expect(valueOf('Social media accounts')).toMatchObject({ value: 'facebook', extra: { facebook: 'alamal' } });
    expect(valueOf('Has a bank account')?.value).toBe('no');
    expect(valueOf('Bank name')).toBeUndefined();
    expect(valueOf('Other licence type')?.value).toBe('Waqf');
    expect(valueOf('Licence document (PDF)')?.value).toBe(stored.id);

    // Opened again, the stored phone is split back into its dial code and number (the form waits
    // for the phone numbers when a phone field holds a value: runtime/forms/theme/widgets-ready.ts).
    await page.reload();
    await expect(labelled(page, language, 'Mobile')).toHaveValue('51234567');
    await expect(page.getByRole('combobox', { name: text(language, 'forms.widgets.dial_code') })).toHaveValue('KW +965');
  });
}

// The tabs' arrow keys come with the focus manager (tabster), fetched when the tab list first takes
// the focus (src/portal/app/tab-focus-attributes.ts): then as Fluent has them, one tab stop, the
// arrows moving as the tabs read (reversed in Arabic), round the ends, Enter choosing.
for (const language of ['en', 'ar'] as const) {
  test(`the form's tabs are one tab stop and move with the arrow keys as they read (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, USERS[language], '/portal/forms/demo');
    const [contact, finance, details] = [0, 1, 2].map((index) => tab(page, language, index));
    const [next, back] = language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    await expect(labelled(page, language, 'Organisation name')).toBeVisible();
    await contact!.focus();
    // A key pressed before the focus manager has come does nothing: pressed again until it moves.
    await expect(async () => {
      await page.keyboard.press(next);
      await expect(finance!).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press(next);
    await expect(details!).toBeFocused();
    await page.keyboard.press(next);
    await expect(contact!).toBeFocused();
    await page.keyboard.press(back);
    await expect(details!).toBeFocused();
    await expect(contact!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(details!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press(back);
    await expect(finance!).toBeFocused();
    // Tab leaves the list for the chosen tab's first field; Shift+Tab comes back to the chosen tab.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab').and(page.locator(':focus'))).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(details!).toBeFocused();
  });
}

test('the tabs move with the arrow keys when the focus manager came first with a date field’s calendar', async ({ page }) => {
  // The movers' chunk held until the calendar has made the focus manager (src/portal/runtime/dates/modal-parts.tsx),
  // which then reads the tab list without its arrow-key attribute: the attribute comes with the movers.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/arrow-key-parts-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await useLanguage(page, 'en');
  await signIn(page, USERS.en, '/portal/forms/demo');
  const [contact, finance, details] = [0, 1, 2].map((index) => tab(page, 'en', index));
  await details!.click();
  await labelled(page, 'en', 'Founding date').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await details!.focus();
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(contact!).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('ArrowRight');
  await expect(finance!).toBeFocused();
});

test('an empty submit is checked in the browser: the summary lists the required fields and nothing is sent', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti', '/portal/forms/demo');
  await expect(labelled(page, 'en', 'Organisation name')).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'PUT' && sent.push(request.url()));
  await page.getByRole('button', { name: text('en', 'forms.dynamic.submit') }).click();
  const summary = page.getByRole('alert').filter({ hasText: text('en', 'common.form.errors_title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(fields.filter((f) => f.is_required && !f.depends_on && !f.hide).length);
  expect(sent).toEqual([]);
});

test('the phone numbers come only once a phone field is used; a number typed and submitted while they come is checked with them', async ({ page }) => {
  // The phone numbers (libphonenumber-js, about 29 kB gzip) are a chunk of their own that a form with
  // empty phone fields does not load (src/portal/runtime/forms/phone-numbers.ts). Held here until released.
  let asked = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/phone-library-[\w-]+\.js$/, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti', '/portal/forms/demo');
  const mobile = labelled(page, 'en', 'Mobile');
  await expect(mobile).toBeVisible();
  await expect(page.getByRole('combobox', { name: text('en', 'forms.widgets.dial_code') })).toHaveValue('KW +965');
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(0);

  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'PUT' && sent.push(request.url()));
  await mobile.fill('5123');
  await expect.poll(() => asked).toBe(1);
  await page.getByRole('button', { name: text('en', 'forms.dynamic.submit') }).click();
  await page.waitForTimeout(300); // the submit waits for the phone numbers
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'common.form.errors_title') })).toHaveCount(0);
  release();
  const summary = page.getByRole('alert').filter({ hasText: text('en', 'common.form.errors_title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: new RegExp(label('en', 'Mobile')) })).toBeVisible();
  await expect(page.locator('[id$="__error"]').filter({ hasText: text('en', 'errors.phone') })).toBeVisible();
  expect(sent).toEqual([]);
});

// The dial code is a light control (dial-code-select.tsx) until it is used: Fluent's Combobox, about
// 12 kB gzip, comes then, in a chunk of its own (held here until released), and takes its place.
const JORDAN = { ar: { search: 'الأردن', option: 'الأردن +962' }, en: { search: '+962', option: 'Jordan +962' } };
for (const language of ['ar', 'en'] as const) {
  test(`the dial code becomes Fluent's Combobox as it is used: focused, open, with what was typed (${language})`, async ({ page }) => {
    let asked = 0;
    let release = () => {};
    const hold = async () => {
      await page.unroute(/\/assets\/dial-code-combobox-[\w-]+\.js$/);
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/dial-code-combobox-[\w-]+\.js$/, async (route) => {
        asked += 1;
        await released;
        await route.continue();
      });
    };
    await hold();
    await useLanguage(page, language);
    await signIn(page, 'kuwaiti', '/portal/forms/demo');
    const dial = page.getByRole('combobox', { name: text(language, 'forms.widgets.dial_code') });
    const combobox = page.locator('.fui-Combobox').getByRole('combobox', { name: text(language, 'forms.widgets.dial_code') });
    await expect(dial).toHaveValue('KW +965');
    await expect(dial).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
    await expect(combobox).toHaveCount(0);

    // Reached from the keyboard and typed into while the Combobox comes: it takes the focus, open, filtered by what was typed.
    await labelled(page, language, 'Email').focus();
    await page.keyboard.press('Tab');
    await expect(dial).toBeFocused();
    await page.keyboard.type(JORDAN[language].search);
    await expect.poll(() => asked).toBe(1);
    release();
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue(JORDAN[language].search);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('listbox').getByRole('option', { name: JORDAN[language].option, exact: true }).click();
    await expect(combobox).toHaveValue('JO +962');
    await labelled(page, language, 'Mobile').fill('791234567');
    await labelled(page, language, 'Website').focus();
    await expect(page.locator('[id$="__error"]').filter({ hasText: text(language, 'errors.phone') })).toHaveCount(0);

    // Clicked, on a new page: the Combobox comes open, with the focus and the light control's selection.
    await hold();
    await page.reload();
    await expect(dial).toHaveValue('KW +965');
    await expect(combobox).toHaveCount(0);
    await dial.click();
    await page.keyboard.press('ControlOrMeta+a');
    await expect.poll(() => asked).toBe(2);
    release();
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue('KW +965');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type(JORDAN[language].search);
    await expect(combobox).toHaveValue(JORDAN[language].search);
    await expect(page.getByRole('listbox').getByRole('option', { name: JORDAN[language].option, exact: true })).toBeVisible();

    // Pressed, and let go only once the Combobox has come: it comes open (no click reaches it, as the
    // press began on the light control).
    await hold();
    await page.reload();
    await expect(dial).toHaveValue('KW +965');
    const box = (await dial.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => asked).toBe(3);
    release();
    await expect(combobox).toBeFocused();
    await page.mouse.up();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox')).toBeVisible();
  });
}
