import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { tomorrow, yesterday } from '../../src/shared/validation/rules/date-range.ts';
import { signIn, text, useLanguage, type Language } from './support/portal.ts';
import { typeDate } from './support/date-picker.ts';

// The inputs of product spec section 5 on the widgets demo form (/portal/forms/widgets), in the
// browser: the place chain, dates, yes/no with remarks, bank codes, OTP and password, checked on
// the page and again by the server, whose refusals (an existing mobile) show under the field.
/** A control's accessible name: the field's label, and the asterisk when it is required. */
const field = (language: Language, name: string) => new RegExp(`^${text(language, `forms.widgets_demo.fields.${name}`).replace(/[?]/g, '\\?')}\\s*\\*?$`);
const place = (page: Page, language: Language, name: string) => page.getByRole('combobox', { name: field(language, name) });
const choose = async (page: Page, language: Language, name: string, option: string, search?: string) => {
  await place(page, language, name).click();
  if (search) await place(page, language, name).fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};
const errorOf = (page: Page, name: string) => page.locator(`#root_${name}__error`);

const NAMES = {
  ar: { asia: 'آسيا', kuwait: 'الكويت', search: 'الكو', egypt: 'مصر' },
  en: { asia: 'Asia', kuwait: 'Kuwait', search: 'Kuw', egypt: 'Egypt' },
};

for (const language of ['ar', 'en'] as const) {
  test(`the widgets demo form is checked on the page and by the server (${language})`, async ({ page }) => {
    const names = NAMES[language];
    await useLanguage(page, language);
    await signIn(page, 'foreign', '/portal/forms/widgets');

    // The chain: country waits for the continent, city for the province.
    await expect(place(page, language, 'country')).toBeDisabled();
    await expect(place(page, language, 'city')).toBeDisabled();
    await choose(page, language, 'continent', names.asia);
    await choose(page, language, 'country', names.kuwait, names.search);
    await expect(place(page, language, 'city')).toBeDisabled();
    await place(page, language, 'province').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(place(page, language, 'city')).toBeEnabled();
    await place(page, language, 'city').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await choose(page, language, 'nationality', names.egypt);

    // Rule messages on the page, without a call to the server.
    const posted: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posted.push(request.url()));
    await page.getByLabel(field(language, 'bic')).fill('NBOKKWK');
    await page.getByLabel(field(language, 'swift_code')).fill('NBOK-KWX');
    await page.getByLabel(field(language, 'otp')).fill('12');
    await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();
    await expect(errorOf(page, 'bic')).toHaveText(text(language, 'errors.bic'));
    await expect(errorOf(page, 'swift_code')).toHaveText(text(language, 'errors.swift'));
    await expect(errorOf(page, 'otp')).toHaveText(text(language, 'errors.otp_required'));
    await expect(errorOf(page, 'visit_before')).toHaveText(text(language, 'errors.yes_no_required'));
    expect(posted).toEqual([]);

    // Correct everything; the server refuses a mobile a user already has, under the field.
    await typeDate(page.getByLabel(field(language, 'travel_date')), language, tomorrow());
    const end = (key: string) => page.getByRole('combobox', { name: new RegExp(`^${text(language, `forms.widgets.${key}`)}\\s*\\*?$`) });
    await typeDate(end('range_start'), language, yesterday());
    await typeDate(end('range_end'), language, tomorrow());
    await page.getByRole('radio', { name: text(language, 'common.yes') }).check();
    await page.getByLabel(new RegExp(`^${text(language, 'forms.widgets.yes_no_remarks')}`)).fill(language === 'ar' ? 'زيارة عام ٢٠١٩' : 'In 2019');
    await page.getByLabel(field(language, 'bic')).fill('nbokkwkw');
    await page.getByLabel(field(language, 'swift_code')).fill('NBOKKWKWXXX');
    await page.getByLabel(field(language, 'otp')).fill('482913');
    await page.getByLabel(field(language, 'password')).fill('Portal@2026demo');
    await page.getByLabel(field(language, 'mobile')).fill('50000005');
    await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();
    await expect(errorOf(page, 'mobile')).toHaveText(text(language, 'errors.mobile_exists'));

    await page.getByLabel(field(language, 'mobile')).fill('51234567');
    await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();
    await expect(page).toHaveURL(/\/portal\/overview/);
    expect(posted.filter((url) => url.endsWith('/forms/widgets-demo/'))).toHaveLength(2);
  });
}

const JORDAN = { ar: { search: 'الأردن', option: 'الأردن +962' }, en: { search: '+962', option: 'Jordan +962' } };

for (const language of ['ar', 'en'] as const) {
  test(`a phone's dial code is found by country name or number, with its flag, and the number checked for that country (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'foreign', '/portal/forms/widgets');
    const number = page.getByLabel(field(language, 'alternate_mobile'));
    const dial = page.getByRole('combobox', { name: text(language, 'forms.widgets.dial_code') }).nth(1);
    await expect(dial).toHaveValue('KW +965');
    await dial.click();
    // The list opens (Fluent's Combobox, which replaces the light control as its chunk comes:
    // dial-code-select.tsx), then the search is typed into it; typing while it comes is dynamic-form.spec.ts's.
    await expect(page.getByRole('listbox')).toBeVisible();
    await dial.fill(JORDAN[language].search);
    const option = page.getByRole('listbox').getByRole('option', { name: JORDAN[language].option, exact: true });
    // Each option shows its flag: a drawing served by the portal (so it loads under the CSP), not an emoji.
    await expect(option.locator('img')).toHaveAttribute('src', '/api/v1/flags/jo/');
    await option.click();
    await expect(dial).toHaveValue('JO +962');
    const flag = page.locator(`img[src="/api/v1/flags/jo/"]`).first();
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The number reads left to right in both languages: flag, dial code, then the national number.
    const left = async (locator: typeof flag) => (await locator.boundingBox())!.x;
    expect(await left(flag)).toBeLessThan(await left(dial));
    expect(await left(dial)).toBeLessThan(await left(number));
    // A Kuwaiti number is not a Jordanian one; a Jordanian mobile is.
    await number.fill('51234567');
    await number.blur();
    await expect(errorOf(page, 'alternate_mobile')).toHaveText(text(language, 'errors.phone'));
    await number.fill('791234567');
    await number.blur();
    await expect(errorOf(page, 'alternate_mobile')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await dial.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/artifacts/screenshots/phone-dial-code-${language}-390.png` });
  });
}

// The lookups are a light control (lookups/light-combobox.tsx) until used: Fluent's Combobox, with its
// listbox and positioning (about 20 kB gzip), comes then in a chunk of its own (held here until
// released) and takes its place, open when pressed, opened from the keyboard or typed into.
const LOOKUP_CHUNK = /\/assets\/fluent-lookup-combobox-[\w-]+\.js$/;
const TYPED = { ar: { continent: 'آس', nationality: 'مصر' }, en: { continent: 'As', nationality: 'Egyp' } };

for (const language of ['ar', 'en'] as const) {
  test(`a lookup opens on its first press, on ArrowDown and on typing, before and after its Combobox's chunk comes (${language})`, async ({ page }) => {
    const names = NAMES[language];
    let asked = 0;
    let release = () => {};
    const hold = async () => {
      await page.unroute(LOOKUP_CHUNK);
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(LOOKUP_CHUNK, async (route) => {
        asked += 1;
        await released;
        await route.continue();
      });
    };
    const light = (name: string) => page.locator('.fui-Input').getByRole('combobox', { name: field(language, name) });
    const fluent = (name: string) => page.locator('.fui-Combobox').getByRole('combobox', { name: field(language, name) });
    const option = (name: string) => page.getByRole('listbox').getByRole('option', { name, exact: true });
    await hold();
    await useLanguage(page, language);
    await signIn(page, 'foreign', '/portal/forms/widgets');
    await expect(light('continent')).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
    await expect(page.locator('.fui-Combobox')).toHaveCount(0);

    // Pressed, and let go only once the Combobox has come: it comes open, with the focus.
    const box = (await light('continent').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => asked).toBe(1);
    release();
    await expect(fluent('continent')).toBeFocused();
    await page.mouse.up();
    await expect(fluent('continent')).toHaveAttribute('aria-expanded', 'true');
    await option(names.asia).click();
    await expect(fluent('continent')).toHaveValue(names.asia);
    // After it came, another lookup opens at its first press.
    await place(page, language, 'nationality').click();
    await expect(fluent('nationality')).toBeFocused();
    await expect(option(names.egypt)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fluent('nationality')).toHaveAttribute('aria-expanded', 'false');

    // On a new page, focused and opened with ArrowDown while the Combobox comes; then another after it came.
    await hold();
    await page.reload();
    await expect(light('continent')).toBeVisible();
    await light('continent').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => asked).toBe(2);
    release();
    await expect(fluent('continent')).toBeFocused();
    await expect(fluent('continent')).toHaveAttribute('aria-expanded', 'true');
    await expect(option(names.asia)).toBeVisible();
    await page.keyboard.press('Escape');
    await place(page, language, 'nationality').focus();
    await expect(fluent('nationality')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(fluent('nationality')).toHaveAttribute('aria-expanded', 'true');
    await expect(option(names.egypt)).toBeVisible();
    await page.keyboard.press('Escape');

    // On a new page, typed into while the Combobox comes: it keeps what was typed, open on the matches; then another after it came.
    await hold();
    await page.reload();
    await expect(light('continent')).toBeVisible();
    await light('continent').focus();
    await page.keyboard.type(TYPED[language].continent);
    await expect.poll(() => asked).toBe(3);
    release();
    await expect(fluent('continent')).toBeFocused();
    await expect(fluent('continent')).toHaveValue(TYPED[language].continent);
    await expect(fluent('continent')).toHaveAttribute('aria-expanded', 'true');
    await option(names.asia).click();
    await expect(fluent('continent')).toHaveValue(names.asia);
    await place(page, language, 'nationality').focus();
    // Each letter a key press, as an Arabic keyboard gives it (keyboard.type sends letters off the US
    // layout as text alone, without the key press Fluent's Combobox opens on).
    const keys = await page.context().newCDPSession(page);
    for (const letter of TYPED[language].nationality) {
      await keys.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, text: letter, unmodifiedText: letter });
      await keys.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter });
    }
    await expect(fluent('nationality')).toHaveValue(TYPED[language].nationality);
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([names.egypt]);
  });
}
