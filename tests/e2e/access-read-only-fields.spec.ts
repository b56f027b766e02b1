import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// A mission edits an entity it follows: identity and contact fields are shown read-only (spec/access
// `readOnly` of patchForeignEntity), its review fields can be filled and saved.
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

for (const language of ['ar', 'en'] as const) {
  test(`a mission sees an entity's name read-only and saves its review (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'mission', '/portal/foreign_entity/edit/1');
    const name = page.locator('#root_name');
    await expect(name).toHaveValue('Al Amal Relief Foundation');
    await expect(name).not.toBeEditable();
    const person = page.locator('#root_person_name');
    await expect(person).toBeEditable();
    await person.fill(`Ali Hassan ${language}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(folder, `read-only-fields-${language}-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: text(language, 'common.actions.save') }).click();
    await expect(page).toHaveURL(/\/portal\/submitted_form\/1\/?$/);
    await expect(page.getByText(`Ali Hassan ${language}`)).toBeVisible();
  });
}
