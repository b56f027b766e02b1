import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// Pictures of the form runtime for a reviewer: tests/artifacts/screenshots/<page>-<language>-<width>.png
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

for (const language of ['ar', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`widgets demo and dynamic demo forms in ${language} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, language);
      await signIn(page, 'foreign', '/portal/forms/widgets');
      await expect(page.getByRole('combobox', { name: new RegExp(`^${text(language, 'forms.widgets_demo.fields.continent')}`) })).toBeVisible();
      await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();
      await page.getByText(text(language, 'common.yes'), { exact: true }).click();
      await page.screenshot({ path: join(folder, `form-widgets-${language}-${width}.png`), fullPage: true });
      await page.goto('/portal/forms/demo');
      await expect(page.getByRole('tablist')).toBeVisible();
      await page.getByRole('button', { name: text(language, 'forms.dynamic.submit') }).click();
      await page.screenshot({ path: join(folder, `form-dynamic-${language}-${width}.png`), fullPage: true });
    });
  }
}
