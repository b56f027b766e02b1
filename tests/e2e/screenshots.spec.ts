import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { listRows, signIn, text, useLanguage } from './support/portal.ts';

// Pictures for a reviewer to look at: tests/artifacts/screenshots/<page>-<language>-<width>.png
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

for (const language of ['ar', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`overview and references list in ${language} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, language);
      await signIn(page, 'staff');
      await expect(page.getByRole('heading', { name: text(language, 'shell.overview.heading') })).toBeVisible();
      await page.screenshot({ path: join(folder, `overview-${language}-${width}.png`), fullPage: true });
      await page.goto('/portal/references/all');
      await expect(listRows(page).first()).toBeVisible();
      await page.screenshot({ path: join(folder, `references-${language}-${width}.png`), fullPage: true });
      await page.goto('/portal/references/add');
      await expect(page.getByLabel(text(language, 'references.fields.title'))).toBeVisible();
      await page.screenshot({ path: join(folder, `reference-add-${language}-${width}.png`), fullPage: true });
    });
  }
}
