import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { listRows, logIn, signIn, text, useLanguage } from './support/portal.ts';
import { shoot } from './support/foreign-entity.ts';

const field = (page: Page, key: string) => page.getByRole('textbox', { name: text('ar', `local_entity.fields.${key}`), exact: true });

test('the super admin registers a Kuwaiti entity in Arabic and finds it in the list and on its page', async ({ page }) => {
  // Arabic on the first load only: screenshots switch the language by the stored value afterwards.
  await page.addInitScript(() => localStorage.getItem('locale') || localStorage.setItem('locale', 'ar'));
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: text('ar', 'menu.title') }).getByRole('link', { name: text('ar', 'menu.kuwaiti_entity') }).click();
  await expect(page).toHaveURL(/\/portal\/local_entity\/all$/);
  await expect(page.getByRole('heading', { name: text('ar', 'local_entity.titles.list') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'جمعية العون الخيرية' })).toBeVisible();
  await shoot(page, 'local-entity-list', async (p, language) => { await expect(p.getByRole('heading', { name: text(language, 'local_entity.titles.list') })).toBeVisible(); await expect(listRows(p).first()).toBeVisible(); });

  await page.getByRole('link', { name: text('ar', 'local_entity.actions.new') }).click();
  await expect(page).toHaveURL(/\/portal\/local_entity_new$/);
  await shoot(page, 'local-entity-new', async (p, language) => { await expect(p.getByRole('heading', { name: text(language, 'local_entity.titles.new') })).toBeVisible(); });
  const name = 'جمعية الأيادي البيضاء';
  await field(page, 'name').fill(name);
  await field(page, 'name_ar').fill(name);
  await field(page, 'name_en').fill('White Hands Society');
  const category = page.getByRole('combobox', { name: new RegExp(`^${text('ar', 'local_entity.fields.category')}`) });
  await category.click();
  await page.getByRole('listbox').getByRole('option', { name: 'المبرات الخيرية', exact: true }).click();
  await field(page, 'email').fill('info@whitehands.org.kw');
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();

  await expect(page).toHaveURL(/\/portal\/local_entity_details\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('main').getByText('المبرات الخيرية')).toBeVisible();
  await expect(page.getByRole('heading', { name: text('ar', 'local_entity.titles.log') })).toBeVisible();
  await expect(page.getByRole('cell', { name: text('ar', 'local_entity.log.actions.create') })).toBeVisible();
  await shoot(page, 'local-entity-details', async (p, language) => { await expect(p.getByRole('heading', { name })).toBeVisible(); await expect(listRows(p).filter({ hasText: text(language, 'local_entity.log.actions.create') })).toBeVisible(); });

  await page.getByRole('link', { name: text('ar', 'local_entity.actions.back') }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: text('ar', 'common.language.toggle_label') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'local_entity.titles.list') })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Charitable foundations')).toBeVisible();
  await page.getByRole('link', { name: text('en', 'local_entity.titles.categories') }).click();
  await expect(page.getByRole('cell', { name: 'Committees and funds' })).toBeVisible();
  await shoot(page, 'local-entity-categories', async (p, language) => { await expect(p.getByRole('heading', { name: text(language, 'local_entity.titles.categories') })).toBeVisible(); await expect(listRows(p).first()).toBeVisible(); });
});

test('a Kuwaiti entity\'s user lands on its entity\'s page after login and sees no other entity', async ({ page }) => {
  await useLanguage(page, 'en');
  await logIn(page, 'en', 'kuwaiti');
  await expect(page).toHaveURL(/\/portal\/local_entities\/1$/);
  // Its English name heads the English page; its Arabic name is among its fields.
  await expect(page.getByRole('heading', { level: 1, name: 'Al-Awn Charitable Society' })).toBeVisible();
  await expect(page.getByRole('main').getByText('جمعية العون الخيرية').first()).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'local_entity.actions.edit') })).toHaveCount(0);
});
