import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { screens as foreignEntityScreens } from '../../generated/screens/foreign-entity.ts';
import { screens as fundTransferScreens } from '../../generated/screens/fund-transfer.ts';
import { screens as referenceScreens } from '../../generated/screens/references.ts';
import { screens as userScreens } from '../../generated/screens/users.ts';
import type { ListScreen } from '../../src/portal/lib/screen-descriptors.ts';
import { test } from './support/test.ts';
import { apiAs, smsCodeFor } from './support/api.ts';
import { seriousViolations, settle } from './support/axe.ts';
import { shoot } from './support/foreign-entity.ts';
import { escapeRegExp, listRows, signIn, startIn, text, type Language } from './support/portal.ts';

// Lists at 390 px (issue 19, item 6): below the 991 px breakpoint every list is a stack of cards,
// its status tabs one select, its pager within the screen; in Arabic (right to left) and English.
const screenOf = (all: readonly unknown[], name: string) => (all as ListScreen[]).find((screen) => screen.name === name)!;

/** Regular transfers of the demo Kuwaiti entity its FT manager has approved: they wait for the charity account staff. */
async function transfersForCharity(request: APIRequestContext, wanted: number): Promise<void> {
  const charity = await apiAs(request, 'charity');
  const { count } = (await charity.get('/ft/fund-transfer/?page=1&page_size=10')) as { count: number };
  for (let made = count; made < wanted; made += 1) {
    const staff = await apiAs(request, 'ftstaff');
    const { id } = await staff.post('/ft/fund-transfer/', { request_type: 'r', amount: 1500.25, deposit_receipt: `DR-M-${Date.now() % 100000}-${made}`, purpose: 'Orphans care', foreign_entity: 2, country: 'JO', mission: 1 });
    await staff.post(`/ft/fund-transfer/${id}/submit/`);
    const manager = await apiAs(request, 'kuwaiti');
    await manager.get('/mobileotp/create/');
    await manager.post(`/ft/fund-transfer/${id}/approve/`, { comment: 'checked', otp: await smsCodeFor(request, '+96550000004') });
  }
}

// The API pages by 10 at least: the demo users (14) fill more than a page; the charity account
// staff is given transfers to review (an entity may file 10 a day).
const cases = [
  { name: 'references', username: 'staff', path: '/portal/references/all', screen: screenOf(referenceScreens, 'references.list'), pages: false },
  { name: 'foreign-entities', username: 'staff', path: '/portal/foreign_entity/all', screen: screenOf(foreignEntityScreens, 'foreign_entity.list'), pages: false },
  { name: 'fund-transfers', username: 'charity', path: '/portal/ft/requests/all', screen: screenOf(fundTransferScreens, 'fund_transfer.list'), pages: false },
  { name: 'users', username: 'admin', path: '/portal/create_admin/all', screen: screenOf(userScreens, 'users.admin_list'), pages: true },
];

/** How far the page is wider than the window (0: no horizontal scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

/** Whether the element lies within the 390 px window, left to right. */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  for (const { name, username, path, screen, pages } of cases) {
    test(`the ${name} list at 390 px in ${language}: cards, a tab select and a pager that fit`, async ({ page, request }) => {
      if (name === 'fund-transfers') await transfersForCharity(request, 3);
      await page.setViewportSize({ width: 390, height: 844 });
      // The language of the first load only: the pictures switch it by the stored value.
      await startIn(page, language);
      await signIn(page, username, path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: text(language, screen.title) })).toBeVisible();
      const cards = page.getByRole('list', { name: text(language, screen.title) }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);

      // Every column's label and value in the first card; nothing wider than the window.
      const first = cards.first();
      for (const column of screen.columns) await expect(first.getByRole('term').filter({ hasText: text(language, column.label) }).first()).toBeVisible();
      await expect(first.getByRole('definition')).toHaveCount(screen.columns.length);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectWithinWidth(page, first);
      await settle(page);
      expect(await seriousViolations(page), `axe at 390 px (${language})`).toEqual([]);

      // The pager fits, and turns the page where there is a next one.
      const next = page.getByRole('button', { name: text(language, 'common.actions.next') });
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeInViewport();
      await expectWithinWidth(page, next);
      if (pages) {
        const before = await first.textContent();
        await next.click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(first).not.toHaveText(before!);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      }

      // The row link opens the record.
      const link = first.getByRole('link').first();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
      await page.goBack();

      // The status tabs are one select whose last option (up to 17 of them) is one pick away.
      const tabs = page.getByRole('combobox', { name: text(language, 'common.list.tabs') });
      await expect(tabs).toBeVisible();
      await expectWithinWidth(page, tabs);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const last = (await tabs.locator('option').last().getAttribute('value'))!;
      await tabs.selectOption(last);
      await expect(page).toHaveURL(new RegExp(`/${escapeRegExp(last)}(\\?|$)`));
      await expect(tabs).toHaveValue(last);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Pictures for a reviewer (SCREENSHOTS=1): list-cards-<list>-<language>-<width>.png, both languages each time.
      if (language === 'ar') {
        await page.goto(path);
        await shoot(page, `list-cards-${name}`, async (p, shown) => {
          await expect(p.getByRole('heading', { level: 1, name: text(shown, screen.title) })).toBeVisible();
          await expect(listRows(p).first()).toBeVisible();
        });
      }
    });
  }
}
