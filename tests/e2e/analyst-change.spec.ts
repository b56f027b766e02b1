import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { copyProject, generateAndBuild, projectRoot as project, removeCopy } from '../support/project-copy.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { addContactField, addEscalation, addFigure, addIsbnWithMessage, ESCALATION_TEXTS, ISBN_MESSAGE } from '../support/spec-changes.ts';
import { addAnnouncementsModule, ANNOUNCEMENT_TEXTS } from '../support/spec-change-new-module.ts';
import { DEMO_PASSWORD, listTabs, logIn, text, useLanguage, type Language } from './support/portal.ts';
import { safeTravelBody } from '../api/safe-travel-example.ts';
import { typeDate } from './support/date-picker.ts';

// An analyst adds a field with a message of its own to the reference entity and a column to its list,
// a contact field the foreign entity corrects through its link, an overview figure, a new module
// (announcements) and a new safe-travel state with its transition and list tab, in spec/ and locales/
// only, on a temporary copy of the project (tests/support/spec-change*.ts); codegen and a build later,
// the portal shows each to the user types the spec names, in Arabic and English — and nothing under
// src/ changed. The API side of the same changes, on both databases: tests/api/analyst-spec-changes.test.ts.

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

let copy: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  // A copy, codegen, a portal build and a fresh server: minutes when the machine is busy.
  test.setTimeout(600_000);
  copy = copyProject('analyst-change');
  addIsbnWithMessage(copy);
  addContactField(copy);
  addFigure(copy);
  addAnnouncementsModule(copy);
  addEscalation(copy);
  generateAndBuild(copy);
  server = await startServer({ root: copy, dataDir: join(copy, 'data') });
});

test.afterAll(async () => {
  await server?.stop();
  if (copy) removeCopy(copy);
});

test('a field and a column added in spec/ appear in the form, the API and the list with no change under src/', async ({ page }) => {
  expect(hashTree(join(copy, 'src'))).toBe(hashTree(join(project, 'src')));
  const base = server!.url;
  await useLanguage(page, 'en');
  await logIn(page, 'en', 'staff', `${base}/portal/login`);

  await page.goto(`${base}/portal/references/add`);
  await page.getByLabel(text('en', 'references.fields.title')).fill('Donor reporting handbook');
  await page.getByLabel('ISBN').fill('ISBN 12');
  await typeDate(page.getByLabel(text('en', 'references.fields.published_date')), 'en', '2026-04-01');
  await page.getByLabel(text('en', 'users.types.dm')).check();
  await page.getByRole('button', { name: text('en', 'common.actions.save') }).click();
  // The field's own message, under it, before anything is sent.
  await expect(page.locator('#root_isbn__error')).toHaveText(ISBN_MESSAGE.en);
  await page.getByLabel('ISBN').fill('978-3-16-148410-0');
  await page.getByRole('button', { name: text('en', 'common.actions.save') }).click();
  await expect(page).toHaveURL(/\/references\/preview\/\d+$/);
  const id = page.url().split('/').pop();

  const stored = await page.request.get(`${base}/api/v1/references/${id}/`);
  expect((await stored.json()).isbn).toBe('978-3-16-148410-0');

  await page.goto(`${base}/portal/references/all`);
  await expect(page.getByRole('columnheader', { name: 'ISBN' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '978-3-16-148410-0' })).toBeVisible();

  const tooLong = await page.request.post(`${base}/api/v1/references/`, {
    headers: { 'Accept-Language': 'ar' },
    data: { title: 'x', published_date: '2026-01-01', user_types: ['le'], isbn: 'x'.repeat(21) },
  });
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).fields.isbn).toBe(text('ar', 'errors.too_long', { limit: '20' }));
  // The server says the field's own message too, in the caller's language.
  for (const language of ['ar', 'en'] as const) {
    const notIsbn = await page.request.post(`${base}/api/v1/references/`, {
      headers: { 'Accept-Language': language },
      data: { title: 'x', published_date: '2026-01-01', user_types: ['le'], isbn: 'ISBN 12' },
    });
    expect(notIsbn.status()).toBe(400);
    expect((await notIsbn.json()).fields.isbn).toBe(ISBN_MESSAGE[language]);
  }
});

test('a contact field and an overview figure added in spec/ appear on the link form and the overview', async ({ page }) => {
  const base = server!.url;
  await useLanguage(page, 'ar');
  await logIn(page, 'ar', 'staff', `${base}/portal/login`);
  await page.goto(`${base}/portal/overview`);
  await expect(page.getByTestId('figure-cards').getByText('أنواع التراخيص')).toBeVisible();

  const created = await page.request.post(`${base}/api/v1/foreign-entities/`, {
    data: { name: 'Harbour Aid', name_ar: 'إغاثة الميناء', email: 'office@harbour.example', mobile: '+962791234599', country: 'JO', continent: 'AS', mission: 1 },
  });
  expect(created.status()).toBe(201);
  const link = await page.request.post(`${base}/api/v1/generate-url/`, { data: { foreign_entity: (await created.json()).id } });
  const path = new URL((await link.json()).url).pathname;

  await useLanguage(page, 'en');
  await page.goto(`${base}${path}`);
  const contact = page.getByRole('group', { name: text('en', 'foreign_entity.sections.contact') });
  await contact.getByRole('textbox', { name: 'Entity website', exact: true }).fill('https://harbour.example');
  await page.getByRole('button', { name: text('en', 'common.actions.save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text('en', 'foreign_entity.link.contact_saved') })).toBeVisible();
  const form = await page.request.get(`${base}/api/v1/entity-forms/${path.replace('/portal/entity_form/', '')}/`);
  expect((await form.json()).entity.website).toBe('https://harbour.example');
});

/** Signs in through the copy's API (the session cookie is the page's), then opens `path` of the copy's portal. */
async function signInAt(page: Page, username: string, path: string) {
  expect((await page.request.post(`${server!.url}/api/v1/login/`, { data: { username, password: DEMO_PASSWORD } })).status()).toBe(200);
  await page.goto(`${server!.url}${path}`);
}

test('the ISBN\'s own message shows under the field on an Arabic page too', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signInAt(page, 'staff', '/portal/references/add');
  await page.getByLabel('الرقم الدولي المعياري').fill('ISBN 12');
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();
  await expect(page.locator('#root_isbn__error')).toHaveText(ISBN_MESSAGE.ar);
});

const menuOf = (page: Page, language: Language) => page.getByRole('navigation', { name: text(language, 'menu.title') });

test('a module added in spec/ has its menu entry, list, form and page in both languages, for the ministry only', async ({ page }) => {
  const [ar, en] = [ANNOUNCEMENT_TEXTS.ar, ANNOUNCEMENT_TEXTS.en];
  await useLanguage(page, 'ar');
  await signInAt(page, 'staff', '/portal/overview');
  await menuOf(page, 'ar').getByRole('link', { name: ar.menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.titles.list })).toBeVisible();
  await page.getByRole('button', { name: ar.actions.add }).or(page.getByRole('link', { name: ar.actions.add })).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.titles.add })).toBeVisible();
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();
  await expect(page.locator('#root_title__error')).toHaveText(text('ar', 'errors.required'));
  await page.getByLabel(ar.fields.title).fill('إغلاق المكتب يوم الأحد');
  await page.getByLabel(ar.fields.body).fill('عطلة رسمية');
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();
  await expect(page).toHaveURL(/\/announcements\/view\/\d+$/);
  await expect(page.getByText('عطلة رسمية')).toBeVisible();

  await useLanguage(page, 'en'); // runs after the Arabic one on every load, so English wins
  await page.goto(`${server!.url}/portal/announcements`);
  await expect(page.getByRole('heading', { level: 1, name: en.titles.list })).toBeVisible();
  await expect(menuOf(page, 'en').getByRole('link', { name: en.menu })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: en.fields.body })).toBeVisible();
  await expect(page.getByRole('link', { name: 'إغلاق المكتب يوم الأحد' })).toBeVisible();

  // A Kuwaiti entity: no entry, and the page says it may not read it.
  await page.context().clearCookies();
  await signInAt(page, 'kuwaiti', '/portal/announcements');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'common.no_access.title') })).toBeVisible();
  await expect(menuOf(page, 'en').getByRole('link').first()).toBeVisible();
  await expect(menuOf(page, 'en').getByRole('link', { name: en.menu })).toHaveCount(0);
});

test('a state added in spec/: only the interior ministry escalates, and the list tab shows to the roles that list it', async ({ page }) => {
  expect((await page.request.post(`${server!.url}/api/v1/login/`, { data: { username: 'kuwaiti', password: DEMO_PASSWORD } })).status()).toBe(200);
  const created = await page.request.post(`${server!.url}/api/v1/safe-travel/`, { data: safeTravelBody({ travel_country: 'IQ', purpose: 'Aid delivery' }) });
  expect(created.status()).toBe(201);
  const { id, notification_number: number } = (await created.json()) as { id: number; notification_number: string };
  const toolbar = (language: Language) => page.getByRole('toolbar', { name: text(language, 'workflows.actions.title') });
  const tab = (language: Language) => listTabs(page, language).getByRole('tab', { name: ESCALATION_TEXTS[language].state, exact: true });

  // The entity: its notification offers Cancel only, and its list has no Escalated tab.
  await useLanguage(page, 'en');
  await page.goto(`${server!.url}/portal/safe_travel/item/${id}`);
  await expect(toolbar('en').getByRole('button')).toHaveText([text('en', 'workflows.safe_travel.events.cancel')]);
  await page.goto(`${server!.url}/portal/safe_travel/list/all`);
  await expect(listTabs(page, 'en').getByRole('tab', { name: text('en', 'workflows.safe_travel.states.new'), exact: true })).toBeVisible();
  await expect(tab('en')).toHaveCount(0);

  // The interior ministry escalates it with a comment; its Escalated tab lists it.
  await page.context().clearCookies();
  await signInAt(page, 'interior', `/portal/safe_travel/item/${id}`);
  await toolbar('en').getByRole('button', { name: ESCALATION_TEXTS.en.event }).click();
  await page.getByLabel(text('en', 'workflows.actions.comment')).fill('Security alert');
  await page.getByRole('button', { name: text('en', 'workflows.actions.confirm') }).click();
  await expect(page.getByText(ESCALATION_TEXTS.en.state).first()).toBeVisible();
  await expect(toolbar('en')).toHaveCount(0);
  await page.goto(`${server!.url}/portal/safe_travel/list/all`);
  await tab('en').click();
  await expect(page.getByRole('link', { name: number })).toBeVisible();

  // Ministry staff, in Arabic: the tab by its Arabic name, with the notification.
  await page.context().clearCookies();
  await useLanguage(page, 'ar');
  await signInAt(page, 'staff', '/portal/safe_travel/list/all');
  await tab('ar').click();
  await expect(page.getByRole('tab', { name: ESCALATION_TEXTS.ar.state, selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
});
