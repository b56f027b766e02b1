import { expect, test } from '@playwright/test';
import { logIn, text, useLanguage } from './support/portal.ts';

test('without a session a page sends the user to login with next, and back after logging in', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/portal/references/hidden?page=1');
  await expect(page).toHaveURL(/\/portal\/login\?next=%2Freferences%2Fhidden%3Fpage%3D1$/);
  await logIn(page, 'ar', 'staff', page.url());
  await expect(page).toHaveURL(/\/portal\/references\/hidden\?page=1$/);
  await expect(page.getByRole('tab', { name: text('ar', 'references.tabs.hidden'), selected: true })).toBeVisible();
});

test('a 401 mid-session sends the user to login and back to the same page', async ({ page, context }) => {
  await useLanguage(page, 'en');
  await logIn(page, 'en', 'staff');
  await page.goto('/portal/references/all');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await context.clearCookies();
  await page.getByRole('tab', { name: text('en', 'references.tabs.published') }).click();
  await expect(page).toHaveURL(/\/portal\/login\?next=%2Freferences%2Fpublished/);
  await logIn(page, 'en', 'staff', page.url());
  await expect(page).toHaveURL(/\/portal\/references\/published$/);
});

test('the API refuses a call without a token with 401', async ({ request }) => {
  const response = await request.get('/api/v1/references/');
  expect(response.status()).toBe(401);
  expect((await response.json()).message).toBe(text('ar', 'errors.not_authenticated'));
});

for (const language of ['ar', 'en'] as const) {
  test(`an unknown path shows Not found (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await logIn(page, language, 'staff');
    await page.goto('/portal/no/such/page');
    await expect(page.getByRole('heading', { name: text(language, 'common.not_found.title') })).toBeVisible();
  });
}

test('the root redirects to the overview, titled from route metadata', async ({ page }) => {
  await useLanguage(page, 'en');
  await logIn(page, 'en', 'staff');
  await page.goto('/');
  await expect(page).toHaveURL(/\/portal\/overview\/?$/);
  await expect(page).toHaveTitle(`${text('en', 'shell.titles.overview')} | ${text('en', 'common.ministry_short')}`);
});
