import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users.ts';
import { test } from './support/test.ts';
import { signIn, text, useLanguage, type Language } from './support/portal.ts';

// A user corrects their own name, e-mail and mobile from the profile page (PATCH profile/, spec/README.md
// decisions): a wrong current password is said under its field and nothing changes; the right one
// leads to the confirmation page, and the header greets the new name at once. The Mosal demo user is
// no other spec's, and is given back its own values at the end.
const ORIGINAL = { name: 'Bader Al-Azmi', email: 'mosal@portal.example', phone: '+96550000012' };

const textbox = (page: Page, language: Language, key: string) => page.getByRole('textbox', { name: new RegExp(`^${text(language, key)}`) });

async function restore(page: Page): Promise<void> {
  const answer = await page.request.patch('/api/v1/profile/', { data: { ...ORIGINAL, current_password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
}

for (const [language, name, phone] of [['ar', 'بدر العازمي', '+96551112233'], ['en', 'Bader K. Al-Azmi', '+96551112244']] as const) {
  test(`a user corrects their own name and mobile from the profile, with their current password (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'mosal', '/portal/profile');
    try {
      await page.getByRole('button', { name: text(language, 'auth.profile.edit') }).click();
      await expect(page).toHaveURL(/\/portal\/profile\/edit$/);
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'auth.edit.heading') })).toBeVisible();
      await expect(textbox(page, language, 'users.fields.name')).toHaveValue(ORIGINAL.name);
      await expect(page.getByLabel(text(language, 'users.fields.email'))).toHaveValue(ORIGINAL.email);
      // The hint's example number stays left to right inside Arabic text (isolated).
      await expect(page.getByText(text(language, 'auth.edit.phone_hint', { example: '\u2066+96550000000\u2069' }))).toBeVisible();

      await textbox(page, language, 'users.fields.name').fill(name);
      await page.getByLabel(text(language, 'users.fields.phone')).fill(phone);
      await page.getByLabel(new RegExp(`^${text(language, 'auth.fields.old_password')}`)).fill('not-my-password');
      await page.getByRole('button', { name: text(language, 'auth.edit.submit') }).click();
      await expect(page.getByText(text(language, 'errors.current_password_wrong'))).toBeVisible();
      await expect(page).toHaveURL(/\/portal\/profile\/edit$/); // still signed in, still here, nothing typed lost
      await expect(textbox(page, language, 'users.fields.name')).toHaveValue(name);

      await page.getByLabel(new RegExp(`^${text(language, 'auth.fields.old_password')}`)).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: text(language, 'auth.edit.submit') }).click();
      await expect(page).toHaveURL(/\/portal\/profile\/profile-updated-notification$/);
      await expect(page.getByText(text(language, 'auth.updated.profile'))).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(name);

      await page.getByRole('button', { name: text(language, 'auth.updated.back') }).or(page.getByRole('link', { name: text(language, 'auth.updated.back') })).click();
      await expect(page).toHaveURL(/\/portal\/profile$/);
      await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible();
      // The mobile reads left to right in either language.
      await expect(page.locator('bdi[dir="ltr"]').filter({ hasText: phone })).toBeVisible();
    } finally {
      await restore(page);
    }
  });
}
