import { expect, type Locator, type Route } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// The overview draws the figure cards the user may see before their totals come, at their final
// size, so nothing on the page moves when the numbers arrive (Lighthouse's layout shift, issue 19 item 7).
const boxes = (items: Locator) => items.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));

for (const language of ['ar', 'en'] as const) {
  test(`the overview's figure cards keep their place while their totals load (${language}, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await useLanguage(page, language);
    // The figures' calls wait until released (the session check, the header's and footer's calls go on).
    const held: Route[] = [];
    let released = false;
    await page.route(/\/api\/v1\/(?!get-user-data|notifications|social-links|health)/, (route) => (released ? route.continue() : void held.push(route)));
    await signIn(page, 'staff');
    const loading = page.getByTestId('figure-cards-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.getByRole('heading', { level: 3, name: text(language, 'shell.cards.foreign_entities'), exact: true })).toBeVisible();
    const cardsBefore = await boxes(loading.locator(':scope > *'));
    const footerBefore = await page.getByRole('contentinfo').boundingBox();
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    const cards = page.getByTestId('figure-cards');
    await expect(cards).toBeVisible();
    await expect(page.getByTestId('figure-cards-loading')).toHaveCount(0);
    expect(await boxes(cards.locator(':scope > *'))).toEqual(cardsBefore);
    expect((await page.getByRole('contentinfo').boundingBox())?.y).toBe(footerBefore?.y);
  });
}

// Landing on the overview, its figures come in one call, and the header's and footer's calls, which
// the page names as preloads, asked with the HTML; the page takes those answers instead of asking
// again (src/server/platform/portal-preloads.ts).
test('landing on the overview asks its figures, notification counts and social links once, with the page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) asked.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'staff');
  const cards = page.getByTestId('figure-cards');
  await expect(cards.getByRole('heading', { level: 3, name: text('ar', 'shell.cards.foreign_entities'), exact: true })).toBeVisible();
  await expect(cards.getByText(/[٠-٩]/).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(4);
  for (const call of ['/api/v1/overview/figures/', '/api/v1/notifications/stats/', '/api/v1/social-links/']) expect(asked.filter((path) => path === call), call).toHaveLength(1);
  // None of the calls it replaced.
  expect(asked.filter((path) => /\/(overview|overview_statistics|provinces|cities|categories|references)\/$/.test(path))).toEqual([]);
});
