import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { fixture, signIn, text, useLanguage } from './support/portal.ts';
import { typeDate } from './support/date-picker.ts';

test('ministry staff adds a reference in Arabic with a PDF, reads it in English and downloads the file', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'staff');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('navigation', { name: text('ar', 'menu.title') }).getByRole('link', { name: text('ar', 'menu.references') }).click();
  await expect(page).toHaveURL(/\/portal\/references\/all$/);
  await expect(page.getByRole('heading', { name: text('ar', 'references.titles.list') })).toBeVisible();

  await page.getByRole('link', { name: text('ar', 'references.actions.add') }).click();
  const title = 'دليل الإبلاغ عن التبرعات الخارجية';
  await page.getByLabel(text('ar', 'references.fields.title')).fill(title);
  await page.getByLabel(text('ar', 'references.fields.author')).fill('إدارة الشؤون الخيرية');
  await typeDate(page.getByLabel(text('ar', 'references.fields.published_date')), 'ar', '2026-03-15');
  await page.getByLabel(text('ar', 'users.types.le')).check();
  await page.locator('input[type=file]').setInputFiles(fixture('sample.pdf'));
  // Uploaded (not just uploading): the file has its remove button.
  await expect(page.getByRole('button', { name: text('ar', 'common.form.remove_file', { name: 'sample.pdf' }) })).toBeVisible();
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();

  await expect(page).toHaveURL(/\/portal\/references\/preview\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const previewUrl = page.url();

  await page.getByRole('link', { name: text('ar', 'references.actions.back') }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('button', { name: text('ar', 'common.language.toggle_label') }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: text('en', 'references.titles.list') })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: text('en', 'references.fields.title') })).toBeVisible();

  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(previewUrl);
  await expect(page.getByRole('heading', { name: text('en', 'references.sections.main') })).toBeVisible();
  await expect(page.getByRole('main').getByText(text('en', 'users.types.le'))).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /sample\.pdf/ }).click();
  const file = await (await download).path();
  expect(readFileSync(file)).toEqual(readFileSync(fixture('sample.pdf')));
});

test('a Kuwaiti entity sees only references published for it and cannot add one', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti', '/portal/references/all');
  await expect(page.getByRole('heading', { name: text('en', 'references.titles.list') })).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'references.actions.add') })).toHaveCount(0);
  // The seeded draft is hidden: it is not listed and its preview answers not found.
  const response = await page.request.get('/api/v1/references/?page_size=9999');
  const { results } = (await response.json()) as { results: Array<{ visible: boolean; user_types: string[] }> };
  expect(results.length).toBeGreaterThan(0);
  for (const reference of results) {
    expect(reference.visible).toBe(true);
    expect(reference.user_types).toContain('le');
  }
});
