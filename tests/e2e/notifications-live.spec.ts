import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs } from './support/api.ts';
import { shoot, signedIn, snap } from './support/foreign-entity.ts';
import { escapeRegExp, text, type Language } from './support/portal.ts';

// Issue 15: the next holder of a fund transfer hears of it without reloading. The LE FT staff submits
// a transfer in one browser; the LE FT manager, signed in in another, sees the header's count rise
// within 3 s, opens the pending actions from the notifications menu, and returns the transfer from
// its page. Then the notifications page marks what was read, in both languages. Each step's dialog
// says where it leads, and a toast says it was done.
test.describe.configure({ mode: 'serial' });

const badge = (page: Page) => page.getByTestId('notifications-button');
const total = async (page: Page) => Number(await badge(page).getAttribute('data-total'));
const toolbar = (page: Page, language: Language) => page.getByRole('toolbar', { name: text(language, 'workflows.actions.title') });

for (const language of ['ar', 'en'] as const) {
  test(`the next holder sees the count rise live and acts from pending actions (${language})`, async ({ browser, baseURL, request }) => {
    const staff = await apiAs(request, 'ftstaff');
    const transfer = await staff.post('/ft/fund-transfer/', {
      request_type: 'r', amount: 410.25, deposit_receipt: `DR-LIVE-${language}-${Date.now() % 100000}`, purpose: 'Winter relief', foreign_entity: 2, country: 'IQ', mission: 1,
    });
    const manager = await signedIn(browser, baseURL!, language, 'kuwaiti');
    await manager.goto('/portal/overview');
    await expect(badge(manager)).toBeVisible();
    // The stream has spoken (its first event comes at once): the count is the live one.
    await expect(badge(manager)).toHaveAttribute('data-live', 'true');
    const before = await total(manager);

    const filer = await signedIn(browser, baseURL!, language, 'ftstaff');
    await filer.goto(`/portal/ft/request/${transfer.id}`);
    await toolbar(filer, language).getByRole('button', { name: text(language, 'workflows.fund_transfer.events.submit') }).click();
    const confirm = filer.getByRole('dialog');
    // The dialog says what the step will do: where the transfer goes next.
    await expect(confirm).toContainText(text(language, 'workflows.fund_transfer.states.local_entity_ft_manager'));
    await snap(filer, `transition-dialog-${language}-1280`);
    await confirm.getByRole('button', { name: text(language, 'workflows.actions.confirm') }).click();
    await expect(confirm).toHaveCount(0);
    // And, once taken, what it did (a toast, announced politely).
    await expect(filer.getByTestId('feedback')).toContainText(text(language, 'workflows.fund_transfer.events.submit'));
    await expect(filer.getByTestId('feedback')).toBeVisible();
    await filer.waitForTimeout(400); // let its entrance finish for the picture
    await snap(filer, `transition-toast-${language}-1280`);

    // No reload: the count the stream pushes rises within 3 s of the step.
    await expect.poll(() => total(manager), { timeout: 3000 }).toBe(before + 1);

    await badge(manager).click();
    await manager.getByTestId('pending-actions-link').click();
    await expect(manager.getByRole('heading', { level: 1, name: text(language, 'notifications.pending.heading') })).toBeVisible();
    const item = manager.locator(`[data-workflow="fund-transfer"][data-record="${transfer.id}"]`);
    await expect(item).toContainText(text(language, 'workflows.fund_transfer.events.approve'));
    if (language === 'en') {
      await shoot(manager, 'pending-actions', async (p, lang) => {
        await expect(p.getByTestId('pending-actions')).toHaveAttribute('aria-busy', 'false');
        await expect(p.getByRole('heading', { level: 1, name: text(lang, 'notifications.pending.heading') })).toBeVisible();
        await expect(p.locator(`[data-workflow="fund-transfer"][data-record="${transfer.id}"]`)).toBeVisible();
      });
    }
    const number = new Intl.NumberFormat(language === 'ar' ? 'ar-KW-u-nu-arab' : 'en-GB', { useGrouping: false }).format(transfer.id);
    await item.getByRole('link', { name: text(language, 'common.record_number', { number }) }).click();
    await expect(manager).toHaveURL(new RegExp(`/portal/ft/request/${transfer.id}$`));

    await toolbar(manager, language).getByRole('button', { name: text(language, 'workflows.fund_transfer.events.return') }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('textbox', { name: new RegExp(escapeRegExp(text(language, 'workflows.actions.comment'))) }).fill('Attach the receipt');
    await dialog.getByRole('button', { name: text(language, 'workflows.actions.confirm') }).click();
    await expect(dialog).toHaveCount(0);
    await manager.goto('/portal/pending_actions');
    await expect(manager.getByTestId('pending-actions')).toHaveAttribute('aria-busy', 'false');
    await expect(manager.locator(`[data-workflow="fund-transfer"][data-record="${transfer.id}"]`)).toHaveCount(0);

    // The staff, told of the return, opens its fund-transfer notifications: unread first, then read once opened.
    await filer.goto('/portal/notifications/ft');
    const newest = filer.getByTestId('notifications').getByRole('listitem').first();
    await expect(newest).toContainText(text(language, 'workflows.fund_transfer.events.return'));
    await expect(newest.locator('[data-read="false"]')).toBeVisible();
    await expect(badge(filer)).toHaveAttribute('data-live', 'true');
    const unread = await total(filer);
    await newest.getByRole('button', { name: text(language, 'notifications.list.mark_read') }).click();
    await expect(filer.getByRole('status')).toContainText(text(language, 'notifications.list.marked_read'));
    await expect.poll(() => total(filer), { timeout: 3000 }).toBe(unread - 1);

    if (language === 'en') {
      await shoot(filer, 'notifications-ft', async (p, lang) => {
        await expect(p.getByTestId('notifications')).toHaveAttribute('aria-busy', 'false');
        await expect(p.getByTestId('notifications').getByRole('listitem').first()).toBeVisible();
        await expect(p.getByRole('heading', { level: 1 })).toContainText(text(lang, 'shell.notifications.types.ft'));
      });
    }
    await manager.context().close();
    await filer.context().close();
  });
}
