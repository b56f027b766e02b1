import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { copyProject, editJson, generateAndBuild, projectRoot as project, removeCopy } from '../support/project-copy.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { addContactField, addFigure } from '../support/spec-changes.ts';
import { logIn, text, useLanguage } from './support/portal.ts';
import { typeDate } from './support/date-picker.ts';

// An analyst adds a field to the reference entity and a column to its list, a contact field the
// foreign entity corrects through its link and an overview figure, in spec/ and locales/ only, on a
// temporary copy of the project; codegen and a build later, the forms show the fields, the API
// stores them, the list shows the column and the overview the figure — and nothing under src/ changed.

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

type Json = { properties: Record<string, unknown>; fields: Record<string, string>; messages?: Record<string, string> };
const ISBN_MESSAGE = { en: 'Enter an ISBN such as 978-3-16-148410-0', ar: 'أدخل رقمًا دوليًا معياريًا مثل 978-3-16-148410-0' };

let copy: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  // A copy, codegen, a portal build and a fresh server: minutes when the machine is busy.
  test.setTimeout(600_000);
  copy = copyProject('analyst-change');
  editJson<Json>(join(copy, 'spec/entities/reference.schema.json'), (schema) => {
    // With a message of its own for a value that does not look like an ISBN (x-messages).
    schema.properties.isbn = { type: 'string', maxLength: 20, pattern: '^[0-9][0-9-]{8,16}[0-9Xx]$', 'x-messages': { pattern: 'references.messages.isbn' }, title: 'references.fields.isbn' };
  });
  editJson<Json>(join(copy, 'locales/en/references.json'), (texts) => {
    texts.fields.isbn = 'ISBN';
    texts.messages = { ...texts.messages, isbn: ISBN_MESSAGE.en };
  });
  editJson<Json>(join(copy, 'locales/ar/references.json'), (texts) => {
    texts.fields.isbn = 'الرقم الدولي المعياري';
    texts.messages = { ...texts.messages, isbn: ISBN_MESSAGE.ar };
  });
  const screens = join(copy, 'spec/screens/references.yaml');
  writeFileSync(
    screens,
    readFileSync(screens, 'utf8')
      .replace('fields: [title, author, published_date, description]', 'fields: [title, author, isbn, published_date, description]')
      .replace('      - { field: author }\n', '      - { field: author }\n      - { field: isbn }\n'),
  );
  addContactField(copy);
  addFigure(copy);
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
