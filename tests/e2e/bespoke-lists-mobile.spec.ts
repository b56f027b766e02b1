import { expect, type Locator, type Page } from '@playwright/test';
import { propertySchema } from '../../src/shared/format/property-schema.ts';
import { test } from './support/test.ts';
import { shoot, snap } from './support/foreign-entity.ts';
import { signIn, startIn, text, type Language } from './support/portal.ts';

// The lists no descriptor draws (issue 19, item 6) at 390 px: the corrupted entities' groups and the
// restricted countries with their history are stacks of cards like every generic list, each record's
// values under their labels and its decisions on the card, with no sideways scrolling, in Arabic and English.
const PHONE = { width: 390, height: 844 };

/** How far the page is wider than the window (0: no horizontal scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** A button or link a thumb can reach: scrolled to, shown whole inside the window, and nothing over it. */
async function expectReachable(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const window = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(window.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(window.height);
  await target.click({ trial: true }); // actionable: enabled, stable, and the click lands on it
}

const fieldLabel = (language: Language, field: string) => text(language, propertySchema('foreign-entity', field)!.title!);
const DUPLICATE_COLUMNS = ['name', 'email', 'mobile', 'country', 'status', 'created'];
const DECISIONS = ['merge', 'archive', 'delete'] as const;
const corruptedPath = '/portal/foreign_entity/corrupted/all';

/** The seeded group of duplicates (two "Al Huda Schools", README "What to try") and its cards. */
function firstGroup(page: Page, language: Language) {
  const group = page.getByRole('region', { name: text(language, 'foreign_entity.duplicates.group', { number: '1', count: '2' }) });
  return { group, cards: group.getByRole('list').getByRole('listitem') };
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  test(`the corrupted entities at 390 px in ${language}: a card per entity, every value and decision within reach`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await startIn(page, language);
    await signIn(page, 'admin', corruptedPath);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'foreign_entity.titles.corrupted') })).toBeVisible();
    const { group, cards } = firstGroup(page, language);
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    for (const card of await cards.all()) {
      // Every column as a label over its value, the name a link to the record, the three decisions.
      for (const field of DUPLICATE_COLUMNS) await expect(card.getByRole('term').filter({ hasText: fieldLabel(language, field) })).toBeVisible();
      await expect(card.getByRole('definition')).toHaveCount(DUPLICATE_COLUMNS.length);
      await expect(card.getByRole('link', { name: 'Al Huda Schools' })).toBeVisible();
      await expect(card.getByText('admin@alhuda.example')).toBeVisible();
      for (const decision of DECISIONS) await expectReachable(page, card.getByRole('button', { name: new RegExp(`^${text(language, `foreign_entity.duplicates.${decision}`)} – Al Huda Schools`) }));
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A decision opens its dialog inside the window; cancelling leaves the group as it was.
    await cards.last().getByRole('button', { name: new RegExp(`^${text(language, 'foreign_entity.duplicates.merge')} `) }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'foreign_entity.duplicates.merge_title') });
    await expect(dialog).toBeVisible();
    await expectReachable(page, dialog.getByRole('button', { name: text(language, 'workflows.actions.confirm') }));
    await dialog.getByRole('button', { name: text(language, 'workflows.actions.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(group).toBeVisible();

    // Pictures for a reviewer (SCREENSHOTS=1): bespoke-list-corrupted-<language>-<width>.png, both languages each time.
    if (language === 'ar') {
      await shoot(page, 'bespoke-list-corrupted', async (p, shown) => {
        await expect(firstGroup(p, shown).group).toBeVisible();
      });
    }
  });
}

test('the super admin archives a seeded duplicate from its card at 390 px (ar)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await startIn(page, 'ar');
  await signIn(page, 'admin', corruptedPath);
  const { cards } = firstGroup(page, 'ar');
  await expect(cards).toHaveCount(2);
  // The second record (the draft imported later) goes; the first, registered one stays.
  const archive = cards.last().getByRole('button', { name: new RegExp(`^${text('ar', 'foreign_entity.duplicates.archive')} `) });
  await expectReachable(page, archive);
  await archive.click();
  const dialog = page.getByRole('dialog', { name: text('ar', 'foreign_entity.duplicates.archive') });
  await dialog.getByLabel(text('ar', 'workflows.actions.comment')).fill('سجل مكرر للجهة نفسها');
  const confirm = dialog.getByRole('button', { name: text('ar', 'workflows.actions.confirm') });
  await expectReachable(page, confirm);
  await snap(page, 'bespoke-list-corrupted-archive-dialog-ar-390');
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: text('ar', 'foreign_entity.duplicates.archived') })).toBeVisible();
  await snap(page, 'bespoke-list-corrupted-archived-ar-390');
  // One record left is no group any more.
  await expect(page.getByText(text('ar', 'foreign_entity.duplicates.none'))).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

/** The country's name as each language shows it. */
const YEMEN = { ar: 'اليمن', en: 'Yemen' } as const;
const SUPERVISOR = 'Khaled Al-Enezi'; // ftuser, the general account supervisor

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  test(`the restricted countries at 390 px in ${language}: added, read as a card with its history, removed from its card`, async ({ page }) => {
    const t = (key: string, values: Record<string, string> = {}) => text(language, key, values);
    await page.setViewportSize(PHONE);
    await startIn(page, language);
    await signIn(page, 'ftuser', '/portal/ft/restrictions/all');
    await expect(page.getByRole('heading', { level: 1, name: t('fund_transfer.restricted.countries') })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Adding a country, with the page's own controls at 390 px.
    const country = page.getByRole('combobox', { name: t('fund_transfer.restricted.add_label') });
    await expectReachable(page, country);
    await country.click();
    await country.fill(YEMEN[language].slice(0, 3));
    await page.getByRole('option', { name: YEMEN[language], exact: true }).click();
    const add = page.getByRole('button', { name: t('fund_transfer.restricted.add') });
    await expectReachable(page, add);
    await add.click();
    await expect(page.getByRole('status')).toHaveText(t('fund_transfer.restricted.added', { country: YEMEN[language] }));

    // The country is a card: each column's label and value, and its remove button within reach.
    const cards = page.getByRole('list', { name: t('fund_transfer.restricted.countries'), exact: true }).getByRole('listitem');
    const card = cards.filter({ hasText: YEMEN[language] });
    await expect(card).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const label of ['fund_transfer.fields.country', 'fund_transfer.restricted.added_by', 'fund_transfer.restricted.added_on']) {
      await expect(card.getByRole('term').filter({ hasText: t(label) })).toBeVisible();
    }
    await expect(card.getByRole('definition').filter({ hasText: SUPERVISOR })).toBeVisible();
    const remove = card.getByRole('button', { name: t('fund_transfer.restricted.remove', { country: YEMEN[language] }) });
    await expectReachable(page, remove);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (language === 'ar') {
      await shoot(page, 'bespoke-list-ft-restrictions', async (p, shown) => {
        await expect(p.getByRole('listitem').or(p.getByRole('row')).filter({ hasText: YEMEN[shown] }).first()).toBeVisible();
      });
    }

    // The history: a card per change, newest first.
    const history = page.getByRole('link', { name: t('fund_transfer.restricted.history') });
    await expectReachable(page, history);
    await history.click();
    await expect(page).toHaveURL(/\/portal\/ft\/restrictions\/history\/all$/);
    const change = page.getByRole('list', { name: t('fund_transfer.restricted.history'), exact: true }).getByRole('listitem').first();
    await expect(change).toContainText(YEMEN[language]);
    for (const label of ['fund_transfer.fields.country', 'fund_transfer.restricted.change', 'fund_transfer.restricted.by', 'fund_transfer.restricted.when']) {
      await expect(change.getByRole('term').filter({ hasText: t(label) })).toBeVisible();
    }
    await expect(change.getByRole('definition').filter({ hasText: t('fund_transfer.restricted.action_added') })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (language === 'ar') {
      await shoot(page, 'bespoke-list-ft-restrictions-history', async (p, shown) => {
        await expect(p.getByRole('listitem').or(p.getByRole('row')).filter({ hasText: YEMEN[shown] }).first()).toBeVisible();
      });
    }

    // Removed again from its card (so other tests' transfers meet no restriction).
    await page.getByRole('link', { name: t('fund_transfer.restricted.countries') }).click();
    await expectReachable(page, remove);
    await remove.click();
    await expect(page.getByRole('status')).toHaveText(t('fund_transfer.restricted.removed', { country: YEMEN[language] }));
    await expect(page.getByText(t('fund_transfer.restricted.none'))).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}

test('the suspended transfers at 390 px (ar, en): the generic list fits', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await startIn(page, 'ar');
  await signIn(page, 'ftuser', '/portal/ft/suspension/all');
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'shell.titles.ft_suspension') })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shoot(page, 'bespoke-list-ft-suspension', async (p, shown) => {
    await expect(p.getByRole('heading', { level: 1, name: text(shown, 'shell.titles.ft_suspension') })).toBeVisible();
    if (p.viewportSize()!.width === PHONE.width) expect(await overflow(p)).toBeLessThanOrEqual(0);
  });
});
