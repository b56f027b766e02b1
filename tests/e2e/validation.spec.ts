import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { fixture, signIn, text, useLanguage, type Language } from './support/portal.ts';

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`missing title: the summary links to the field and the message sits under it (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'staff', '/portal/references/add');
    await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();

    const summary = page.getByRole('alert').filter({ hasText: text(language, 'common.form.errors_title') });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    const titleInput = page.getByLabel(text(language, 'references.fields.title'));
    await expect(titleInput).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_title__error')).toHaveText(text(language, 'errors.required'));

    await summary.getByRole('link', { name: new RegExp(text(language, 'references.fields.title')) }).click();
    await expect(titleInput).toBeFocused();
  });

  test(`a non-PDF renamed .pdf is refused by the server with its message under the field (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'staff', '/portal/references/add');
    await page.locator('input[type=file]').setInputFiles(fixture('picture-renamed.pdf'));
    await expect(page.locator('#root_files__error')).toHaveText(text(language, 'errors.unsupported_file_extension'));
  });
}

test('the API answers a missing title with a translated field error', async ({ page }) => {
  await signIn(page, 'staff');
  for (const language of ['ar', 'en'] as const) {
    const response = await page.request.post('/api/v1/references/', {
      headers: { 'Accept-Language': language },
      data: { published_date: '2026-01-01', user_types: ['le'] },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fields.title).toBe(text(language, 'errors.required'));
  }
  const missing = await page.request.get('/api/v1/references/999999/');
  expect(missing.status()).toBe(404);
});
