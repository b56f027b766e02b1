/** Steps of the foreign-entity journeys (tests/e2e/foreign-entity-*.spec.ts), in the user's language. */
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registrationForm } from '../../../src/server/modules/foreign-entity/seed/registration-form.ts';
import { DEMO_PASSWORD, fixture, text, type Language } from './portal.ts';

const screenshots = join(import.meta.dirname, '..', '..', 'artifacts', 'screenshots');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page in its own browser context, signed in as `username` through the API (the login page has its own tests). */
export async function signedIn(browser: Browser, baseURL: string, language: Language, username?: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: language === 'ar' ? 'ar-KW' : 'en-GB' });
  // Only the first page load: screenshots switch the language by the stored value afterwards.
  await context.addInitScript((value) => localStorage.getItem('locale') || localStorage.setItem('locale', value), language);
  if (username) expect((await context.request.post('/api/v1/login/', { data: { username, password } })).status()).toBe(200);
  return context.newPage();
}

/** The identifying and contact values of a new entity; the six of the duplicate check among them. Continent and country as their selects show them in the language. */
export type NewEntity = { name: string; name_ar: string; email: string; mobile: string; continent: string; country: string; city: string; mission: string };

/** Picks `option` in the searchable select of a foreign-entity field. */
async function choose(page: Page, language: Language, name: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: new RegExp(`^${escape(text(language, `foreign_entity.fields.${name}`))}\\s*\\*?$`) });
  await select.click();
  await select.fill(option);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Ministry staff fills foreign_entity/new with the entity's values and saves. */
export async function submitNewEntity(page: Page, language: Language, entity: NewEntity): Promise<void> {
  await page.goto('/portal/foreign_entity/new');
  const field = (name: string) => page.getByRole('textbox', { name: text(language, `foreign_entity.fields.${name}`), exact: true });
  await field('name').fill(entity.name);
  await field('name_en').fill(entity.name);
  await field('name_ar').fill(entity.name_ar);
  await field('email').fill(entity.email);
  await field('mobile').fill(entity.mobile);
  await choose(page, language, 'continent', entity.continent);
  await choose(page, language, 'country', entity.country);
  await field('custom_city_en').fill(entity.city);
  await choose(page, language, 'mission', entity.mission); // picked by its name
  await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();
}

/** Ministry staff registers an entity through foreign_entity/new; returns its id from the file it lands on. */
export async function registerEntity(page: Page, language: Language, entity: NewEntity): Promise<number> {
  await submitNewEntity(page, language, entity);
  await expect(page).toHaveURL(/\/portal\/submitted_form\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())![1]);
}

/** Answers for every required field of the seeded registration form, by field type. */
const SAMPLE: Record<number, string> = { 1: 'Sample', 2: 'Relief and education', 7: '12' };

/** Fills the registration form tab by tab (the ministry's labels in the language), then saves it. */
export async function fillRegistrationForm(page: Page, language: Language): Promise<void> {
  const label = (item: { label_en: string; label_ar: string }) => (language === 'ar' ? item.label_ar : item.label_en);
  for (const tab of registrationForm) {
    await page.getByRole('tab', { name: language === 'ar' ? tab.name_ar : tab.name_en }).click();
    for (const item of tab.fields.filter((f) => f.is_required && (f.depends_on === undefined || f.depends_on === null))) {
      if (item.field_type === 8) {
        await page.getByRole('radiogroup', { name: label(item) }).getByRole('radio', { name: language === 'ar' ? 'لا' : 'No' }).check();
      } else if (item.field_type === 9) {
        await page.getByLabel(new RegExp(`^${escape(label(item))}`)).fill('25000.50');
      } else {
        await page.getByLabel(new RegExp(`^${escape(label(item))}`)).fill(SAMPLE[item.field_type] ?? 'Sample');
      }
    }
  }
  await page.getByRole('button', { name: text(language, 'forms.dynamic.submit') }).click();
  await expect(page.getByText(text(language, 'forms.dynamic.saved'))).toBeVisible();
}

/** The row of a checklist section (its label in the language). */
export const sectionRow = (page: Page, language: Language, section: number) =>
  page.getByRole('group', { name: new RegExp(escape(text(language, `foreign_entity.checklist.sections.${section}`))) });

/** Uploads a PDF for each section and waits until each shows its document. */
export async function uploadSections(page: Page, language: Language, sections: number[]): Promise<void> {
  for (const section of sections) {
    const row = sectionRow(page, language, section);
    await row.getByLabel(text(language, 'foreign_entity.checklist.upload')).setInputFiles(fixture('sample.pdf'));
    await expect(row.getByText('sample.pdf')).toBeVisible();
  }
}

/**
 * Takes a workflow action from the record's action bar (with a comment when given) and waits for
 * the page it leads to: `foreign_entity/<target>` by default, or `<target>` itself when `workflow`
 * is another one (its locale keys are `workflows.<workflow>.events.*`).
 */
export async function act(page: Page, language: Language, event: string, target: string, comment?: string, workflow = 'foreign_entity'): Promise<void> {
  const bar = page.getByRole('toolbar', { name: text(language, 'workflows.actions.title') });
  await bar.getByRole('button', { name: text(language, `workflows.${workflow}.events.${event}`), exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (comment) await dialog.getByLabel(text(language, 'workflows.actions.comment')).fill(comment);
  await dialog.getByRole('button', { name: text(language, 'workflows.actions.confirm') }).click();
  const path = workflow === 'foreign_entity' ? `foreign_entity/${target}` : target;
  await expect(page).toHaveURL(new RegExp(`/portal/${escape(path)}$`));
}

/**
 * Screenshots of the page's address in both languages at 1280 and 390 px
 * (tests/artifacts/screenshots/<name>-<language>-<width>.png); the page is left as it was.
 */
export async function shoot(page: Page, name: string, ready: (page: Page, language: Language) => Promise<void>): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return; // `npm run screenshots` takes them
  const size = page.viewportSize();
  const before = await page.evaluate(() => localStorage.getItem('locale'));
  for (const language of ['ar', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await ready(page, language);
      await page.screenshot({ path: join(screenshots, `${name}-${language}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate((value) => localStorage.setItem('locale', value ?? 'ar'), before);
  if (size) await page.setViewportSize(size);
  await page.reload();
}

/** A screenshot of the page as it is now (a dialog open, a toast showing), taken with `npm run screenshots`. */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(screenshots, `${name}.png`) });
}

/** The set-password path of the newest login e-mail to `email`, read from the outbox as the super admin. */
export async function loginLinkOf(request: APIRequestContext, email: string): Promise<string> {
  const admin = await (await request.post('/api/v1/login/', { data: { username: 'admin', password: DEMO_PASSWORD } })).json();
  const outbox = await (await request.get('/api/v1/outbox/', { headers: { authorization: `Token ${admin.token}` } })).json();
  const mail = outbox.results.find((message: { recipient: string; text: string }) => message.recipient === email && message.text.includes('/password_reset/'));
  return /\/portal\/password_reset\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
}
