import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { copyProject, editJson, generateAndBuild, projectRoot as project, removeCopy } from '../support/project-copy.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { logIn, text, useLanguage } from './support/portal.ts';

// An analyst adds a field to the reference entity and a column to its list, in spec/ only, on a
// temporary copy of the project; codegen and a build later, the form shows the field, the API
// stores it and the list shows the column — and nothing under src/ changed.

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

type Json = { properties: Record<string, unknown>; fields: Record<string, string> };

let copy: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  // A copy, codegen, a portal build and a fresh server: minutes when the machine is busy.
  test.setTimeout(600_000);
  copy = copyProject('analyst-change');
  editJson<Json>(join(copy, 'spec/entities/reference.schema.json'), (schema) => {
    schema.properties.isbn = { type: 'string', maxLength: 20, title: 'references.fields.isbn' };
  });
  editJson<Json>(join(copy, 'locales/en/references.json'), (texts) => (texts.fields.isbn = 'ISBN'));
  editJson<Json>(join(copy, 'locales/ar/references.json'), (texts) => (texts.fields.isbn = 'الرقم الدولي المعياري'));
  const screens = join(copy, 'spec/screens/references.yaml');
  writeFileSync(
    screens,
    readFileSync(screens, 'utf8')
      .replace('fields: [title, author, published_date, description]', 'fields: [title, author, isbn, published_date, description]')
      .replace('      - { field: author }\n', '      - { field: author }\n      - { field: isbn }\n'),
  );
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
  await page.getByLabel('ISBN').fill('978-3-16-148410-0');
  await page.getByLabel(text('en', 'references.fields.published_date')).fill('2026-04-01');
  await page.getByLabel(text('en', 'users.types.dm')).check();
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
});
