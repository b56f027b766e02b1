import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { seriousViolations, settle } from './support/axe.ts';
import { signIn, text, useLanguage, type Language } from './support/portal.ts';

// Pictures for a reviewer: tests/artifacts/screenshots/shell-<page>-<language>-<width>.png
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`layout in ${language}`, () => {
    test('header, footer, notifications, dashboard highlight and not found', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await useLanguage(page, language);
      await signIn(page, 'admin');
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell.overview.heading') })).toBeVisible();
      await expect(page.getByTestId('figure-cards')).toBeVisible();
      // Footer: copyright from 2015 to this year, and the social links of social-links/.
      const footer = page.getByRole('contentinfo');
      if (language === 'en') await expect(footer).toContainText(`2015–${new Date().getFullYear()}`);
      await expect(footer.getByRole('link')).toHaveCount(4);
      await noSeriousViolations(page);
      // Notifications dropdown: one item per type, then the pending actions.
      await page.getByTestId('notifications-button').click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveCount(6);
      await expect(items.first()).toContainText(text(language, 'shell.notifications.types.bc'));
      await expect(items.last()).toContainText(text(language, 'notifications.pending.heading'));
      // Let the popover's fade-in finish, so contrast is measured on the final colours.
      await page.locator('.fui-MenuPopover').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await noSeriousViolations(page);
      await page.keyboard.press('Escape');
      // Keyword search goes to the global search page with the term as `q`.
      await page.getByRole('searchbox', { name: text(language, 'shell.search.label') }).fill('relief');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/portal\/search\?q=relief$/);
      // The dashboard's lists highlight the Dashboard entry.
      const menu = page.getByRole('navigation', { name: text(language, 'menu.title') });
      await menu.locator('[data-menu=dashboard]').click();
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell.dashboard.heading') })).toBeVisible();
      await expect(page.locator('[data-columns="2"]').first()).toBeVisible(); // five statistics → two columns
      await expect(page.getByTestId('figure-cards')).toBeVisible();
      await page.screenshot({ path: join(folder, `shell-dashboard-${language}-1280.png`), fullPage: true });
      await noSeriousViolations(page);
      for (const path of ['/portal/ft/suspension/all', '/portal/foreign_entity/fund_transfer_exclusions/all', '/portal/ft/restrictions/all']) {
        await page.goto(path);
        await expect(menu.locator('[data-menu=dashboard]')).toHaveAttribute('aria-current', 'page');
      }
      await noSeriousViolations(page);
      await page.goto('/portal/no/such/page');
      await expect(page.getByRole('heading', { name: text(language, 'common.not_found.title') })).toBeVisible();
      await noSeriousViolations(page);
    });

    test('the header menus come on first use and open from the keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const menuChunks: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && /(user|notifications)-menu-list/.test(request.url()) && menuChunks.push(request.url()));
      await useLanguage(page, language);
      await signIn(page, 'admin');
      await expect(page.getByTestId('figure-cards')).toBeVisible();
      // The buttons are drawn at once, the count on the bell too; the menus are not fetched with the page.
      const bell = page.getByTestId('notifications-button');
      await expect(bell).toHaveAttribute('aria-haspopup', 'menu');
      await expect(bell).toHaveAttribute('data-live', 'true');
      expect(menuChunks).toEqual([]);
      const items = page.getByRole('menuitem');
      // Enter on the focused user button: the menu opens with its first item focused; Escape goes back.
      const account = page.locator('header').getByRole('button', { name: text(language, 'shell.user_menu.button', { name: '' }).trim() });
      await account.focus();
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await expect(items.last()).toHaveText(text(language, 'shell.user_menu.logout'));
      await page.keyboard.press('Escape');
      await expect(items).toHaveCount(0);
      await expect(account).toBeFocused();
      // ArrowDown on the bell, then Space once it is closed again.
      await bell.focus();
      await page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      await expect(items).toHaveCount(6);
      await page.keyboard.press('Escape');
      await expect(bell).toBeFocused();
      await page.keyboard.press('Space');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(bell).toBeFocused();
      expect(new Set(menuChunks).size).toBe(2);
    });

    test('once a modal dialog has closed, the page is back for screen readers (390 px)', async ({ page }) => {
      // At 390 px the side menu is closed and a list page holds no other part of Fluent's focus
      // manager (tabster): the dialog's would be the last, and disposing it used to leave the page
      // aria-hidden (src/portal/app/kept-tabster.ts). The dialog: the idle warning, on the fake clock.
      await page.clock.install();
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, language);
      await signIn(page, 'staff', '/portal/helpdesk/tickets/all');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await page.clock.fastForward('15:01');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await page.clock.runFor(1000);
      await expect(heading).toHaveCount(0); // while it is open, the rest of the page is hidden
      await dialog.getByRole('button', { name: text(language, 'auth.idle.continue') }).click();
      await expect(dialog).toHaveCount(0);
      await page.clock.runFor(1000);
      const hiddenAncestors = await page.locator('main').evaluate((main) => {
        const hidden: string[] = [];
        for (let element = main.parentElement; element; element = element.parentElement) if (element.getAttribute('aria-hidden') === 'true') hidden.push(element.id || element.tagName);
        return hidden;
      });
      expect(hiddenAncestors).toEqual([]);
      await expect(heading).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'menu.toggle') })).toBeVisible();
    });

    test('menu side follows the language; the header sticks after 80 px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 500 });
      await useLanguage(page, language);
      await signIn(page, 'admin');
      const nav = await page.getByTestId('side-menu').boundingBox();
      const main = await page.locator('main').boundingBox();
      if (language === 'ar') expect(nav!.x).toBeGreaterThan(main!.x);
      else expect(nav!.x).toBeLessThan(main!.x);
      await page.goto('/portal/dashboard');
      await expect(page.getByTestId('figure-cards')).toBeVisible();
      await expect(page.locator('[data-columns="2"]').first()).toBeVisible();
      const header = page.locator('header');
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(header).toHaveAttribute('data-sticky', 'true');
      expect((await header.boundingBox())!.y).toBe(0);
    });

    for (const width of [1280, 390]) {
      test(`overview screenshot at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await useLanguage(page, language as Language);
        await signIn(page, 'staff');
        await expect(page.getByTestId('figure-cards')).toBeVisible();
        const menu = page.getByTestId('side-menu');
        if (width < 991) {
          // Mobile: the menu starts closed and the toggle opens it.
          await expect(menu).toHaveCount(0);
          await page.getByRole('button', { name: text(language, 'menu.toggle') }).click();
          await expect(menu).toBeVisible();
          await page.getByRole('button', { name: text(language, 'menu.toggle') }).click();
        } else {
          await expect(menu).toBeVisible();
        }
        await settle(page); // nothing loading or moving in the picture
        await page.screenshot({ path: join(folder, `shell-overview-${language}-${width}.png`), fullPage: true });
        await noSeriousViolations(page);
      });
    }
  });
}
