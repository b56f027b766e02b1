import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// The check every spec gets from support/test.ts must be able to fail: here a page is left with an
// image that has no text alternative (axe: image-alt, critical), and the test is expected to fail.
test('the axe check fails a test that leaves a page with a critical violation', async ({ page }) => {
  test.fail();
  await useLanguage(page, 'en');
  await signIn(page, 'staff', '/portal/axe-fixture/self-test');
  await expect(page.getByRole('heading', { name: text('en', 'common.not_found.title') })).toBeVisible();
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<img src="data:," width="8" height="8">'));
});
