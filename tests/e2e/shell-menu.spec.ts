import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// What each demo user's menu permissions allow (src/server/db/seed/demo-users.ts, spec/access/menus.yaml),
// in menu order. References and Communication have no permission, so everyone has them; Users and
// User transfer show to whom the access rules of listUsers and transferUser grant.
const expected: Record<string, string[]> = {
  admin: ['overview', 'dashboard', 'diplomatic_mission', 'kuwaiti_entity', 'foreign_entity', 'safe_travel', 'support_request', 'awqaf', 'fund_transfer', 'references', 'users', 'user_transfer', 'communication'],
  staff: ['overview', 'dashboard', 'diplomatic_mission', 'kuwaiti_entity', 'foreign_entity', 'safe_travel', 'support_request', 'awqaf', 'references', 'users', 'communication'],
  ftuser: ['overview', 'dashboard', 'fund_transfer', 'references', 'communication'],
  kuwaiti: ['overview', 'dashboard', 'kuwaiti_entity', 'safe_travel', 'support_request', 'fund_transfer', 'references', 'users', 'communication'],
  foreign: ['overview', 'foreign_entity', 'support_request', 'references', 'communication'],
  approved: ['overview', 'foreign_entity', 'support_request', 'fund_transfer', 'references', 'communication'],
  mission: ['overview', 'diplomatic_mission', 'foreign_entity', 'awqaf', 'fund_transfer', 'references', 'communication'],
  interior: ['overview', 'dashboard', 'safe_travel', 'references', 'communication'],
  awqaf: ['overview', 'awqaf', 'references', 'communication'],
};

for (const language of ['ar', 'en'] as const) {
  test.describe(`left menu in ${language}`, () => {
    for (const [username, keys] of Object.entries(expected)) {
      test(`${username} sees exactly their entries`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await useLanguage(page, language);
        await signIn(page, username);
        const menu = page.getByRole('navigation', { name: text(language, 'menu.title') });
        const links = menu.getByRole('link');
        await expect(links).toHaveCount(keys.length);
        expect(await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu')))).toEqual(keys);
        const labels = keys.map((key) => text(language, `menu.${key}`));
        await expect(links).toHaveText(labels);
        if (username === 'foreign') await expect(menu.locator('[data-menu=foreign_entity]')).toHaveAttribute('href', '/portal/foreign_entity_view');
        if (username === 'staff') await expect(menu.locator('[data-menu=foreign_entity]')).toHaveAttribute('href', '/portal/foreign_entity/all');
        if (username === 'mission') await expect(menu.locator('[data-menu=fund_transfer]')).toHaveAttribute('href', '/portal/ft/transactions/all');
        if (username === 'kuwaiti') await expect(menu.locator('[data-menu=fund_transfer]')).toHaveAttribute('href', '/portal/ft/requests/all');
        // Each entry opens its page with its own title.
        const last = keys[keys.length - 1]!;
        await menu.locator(`[data-menu=${last}]`).click();
        await expect(page.getByRole('heading', { level: 1, name: text(language, `menu.${last}`) })).toBeVisible();
        await expect(menu.locator(`[data-menu=${last}]`)).toHaveAttribute('aria-current', 'page');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
