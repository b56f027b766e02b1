import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { seriousViolations, settle } from './support/axe.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// The dashboard (product spec section 2, Layout): the registry totals as cards linking to their lists,
// each module's records per state from its statistics/ (lists of 5 or more in two columns), the charts
// of amounts (y-axis: largest value + 1,000,000 in steps of 1,000,000), each only what the user's rules
// let them read. Pictures for a reviewer: tests/artifacts/screenshots/dashboard-<language>-<width>.png.
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

for (const language of ['ar', 'en'] as const) {
  test.describe(`dashboard in ${language}`, () => {
    for (const width of [1280, 390]) {
      test(`the ministry's totals, statistics per state and charts at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await useLanguage(page, language);
        await signIn(page, 'admin', '/portal/dashboard');
        await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell.dashboard.heading') })).toBeVisible();
        const cards = page.getByTestId('figure-cards');
        for (const key of ['shell.cards.foreign_entities', 'shell.cards.local_entities', 'shell.cards.missions']) {
          await expect(cards.getByRole('heading', { name: text(language, key), exact: true })).toBeVisible();
        }
        for (const key of ['foreign_entities', 'fund_transfers', 'fund_transactions', 'support_requests', 'awqaf_requests', 'safe_travel', 'tickets']) {
          const card = page.getByRole('region', { name: text(language, `shell.dashboard.by_state.${key}`) });
          await expect(card).toBeVisible();
          await expect(card.getByRole('listitem').first()).toBeVisible();
        }
        // Seven support-request states: two columns; the five safe-travel states too.
        await expect(page.getByTestId('statistics-support_requests').locator('[data-columns="2"]')).toBeVisible();
        await expect(page.getByTestId('statistics-support_requests')).toContainText(text(language, 'workflows.support_request.states.funded'));
        await expect(page.getByTestId('chart-transfers').getByTestId('chart-ticks')).toBeVisible();
        await expect(page.getByTestId('chart-support-requested')).toBeVisible();
        await settle(page);
        await page.screenshot({ path: join(folder, `dashboard-${language}-${width}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        // The foreign-entity total opens the list of every status.
        await cards.getByRole('link', { name: text(language, 'shell.cards.view_list', { label: text(language, 'shell.cards.foreign_entities') }), exact: true }).click();
        await expect(page).toHaveURL(/\/portal\/foreign_entity\/all$/);
      });
    }

    test('the interior ministry sees only what its rules let it read', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await useLanguage(page, language);
      await signIn(page, 'interior', '/portal/dashboard');
      await expect(page.getByRole('region', { name: text(language, 'shell.dashboard.by_state.safe_travel') }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: text(language, 'shell.dashboard.by_state.tickets') })).toBeVisible();
      for (const key of ['foreign_entities', 'fund_transfers', 'fund_transactions', 'support_requests', 'awqaf_requests']) {
        await expect(page.getByRole('region', { name: text(language, `shell.dashboard.by_state.${key}`) })).toHaveCount(0);
      }
      await expect(page.getByTestId('chart-transfers')).toHaveCount(0);
      // No registry it may list: no totals of them, not even zeros.
      await expect(page.getByTestId('figure-cards').getByRole('heading', { name: text(language, 'shell.cards.foreign_entities'), exact: true })).toHaveCount(0);
    });
  });
}
