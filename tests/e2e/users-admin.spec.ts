import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

const PASSWORD = 'Kuwait&Gulf2026';
const manager = 'Mariam Al-Rashed'; // the demo Kuwaiti entity's FT manager (kuwaiti)
const menuLink = (page: Page, language: 'ar' | 'en', key: string) =>
  page.getByRole('navigation', { name: text(language, 'menu.title') }).getByRole('link', { name: text(language, key) });

test('the super admin lists users by status, adds one and reads its state log (Arabic)', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'admin');
  await menuLink(page, 'ar', 'menu.users').click();
  await expect(page).toHaveURL(/\/portal\/create_admin\/1$/);
  // Found by the list's search: the first page is whoever logged in last (other specs' users too).
  const search = page.getByRole('search', { name: text('ar', 'common.list.filters') });
  await search.getByRole('searchbox', { name: text('ar', 'common.filters.search') }).fill('kuwaiti');
  await search.getByRole('button', { name: text('ar', 'common.actions.search') }).click();
  await expect(page.getByRole('link', { name: 'kuwaiti', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: text('ar', 'users.status.failed_login') }).click();
  await expect(page).toHaveURL(/\/portal\/create_admin\/2(\?|$)/);
  await expect(page.getByRole('link', { name: 'kuwaiti', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: text('ar', 'users.status.active'), exact: true }).click();

  const username = `e2e.staff.${Date.now() % 100000}`;
  await page.getByRole('link', { name: text('ar', 'users.actions.add') }).click();
  await page.getByRole('textbox', { name: text('ar', 'users.fields.username'), exact: true }).fill(username);
  await page.getByRole('textbox', { name: text('ar', 'auth.fields.password'), exact: true }).fill(PASSWORD);
  await page.getByLabel(text('ar', 'users.fields.user_type')).selectOption({ label: text('ar', 'users.types.mofa_staff') });
  await page.getByRole('textbox', { name: text('ar', 'users.fields.name'), exact: true }).fill('ريم العلي');
  await page.getByRole('group', { name: text('ar', 'users.fields.groups') }).getByRole('checkbox', { name: 'مراقبو الإدارة' }).check();
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();

  await expect(page).toHaveURL(/\/portal\/create_admin\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'ريم العلي' })).toBeVisible();
  await page.getByRole('link', { name: text('ar', 'users.actions.state_logs') }).click();
  await expect(page).toHaveURL(/\/portal\/create_admin\/state-logs\/\d+$/);
  const row = page.getByRole('row').filter({ hasText: text('ar', 'users.state_logs.states.active') });
  await expect(row).toContainText('Fahad Al-Sabah');

  // The list filtered by a group (groups/ named in Arabic): the new user is its only member.
  await menuLink(page, 'ar', 'menu.users').click();
  const filters = page.getByRole('search', { name: text('ar', 'common.list.filters') });
  await filters.getByLabel(text('ar', 'users.fields.groups')).selectOption({ label: 'مراقبو الإدارة' });
  await filters.getByRole('button', { name: text('ar', 'common.actions.search') }).click();
  await expect(page).toHaveURL(/groups=\d+/);
  await expect(page.getByRole('link', { name: username, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'kuwaiti', exact: true })).toHaveCount(0);
});

test('a Kuwaiti entity sees only its own staff and makes a new one Fund Transfer staff (English)', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti');
  await expect(menuLink(page, 'en', 'menu.user_transfer')).toHaveCount(0);
  await menuLink(page, 'en', 'menu.users').click();
  await expect(page).toHaveURL(/\/portal\/manage_ft_staff\/1$/);
  await expect(page.getByRole('heading', { name: text('en', 'users.titles.ft_staff_list') })).toBeVisible();

  const username = `e2e.ft.${Date.now() % 100000}`;
  await page.getByRole('link', { name: text('en', 'users.actions.add_staff') }).click();
  await page.getByRole('textbox', { name: text('en', 'users.fields.username'), exact: true }).fill(username);
  await page.getByRole('textbox', { name: text('en', 'auth.fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: text('en', 'users.fields.name'), exact: true }).fill('Huda Al-Sabah');
  await page.getByRole('combobox', { name: text('en', 'users.ft_staff.department') }).click();
  await page.getByRole('option', { name: 'Permissions' }).click();
  await page.getByLabel(text('en', 'users.ft_staff.ft_department')).selectOption({ label: text('en', 'users.departments.LocalEntityFTStaff') });
  await page.getByRole('button', { name: text('en', 'common.actions.save') }).click();

  await expect(page).toHaveURL(/\/portal\/manage_ft_staff\/1$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: username }) });
  await expect(row).toContainText(text('en', 'users.departments.LocalEntityFTStaff'));
  // Only the staff this entity created: not the demo accounts of the ministry or of the entity itself.
  for (const other of ['admin', 'ftstaff', 'kuwaiti']) await expect(page.getByRole('link', { name: other, exact: true })).toHaveCount(0);

  // The staff member's page and state log: created active by the entity's own manager.
  await page.getByRole('link', { name: username }).click();
  await expect(page).toHaveURL(/\/portal\/manage_ft_staff\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Huda Al-Sabah' })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'users.actions.state_logs') }).click();
  await expect(page).toHaveURL(/\/portal\/manage_ft_staff\/state-logs\/\d+$/);
  await expect(page.getByRole('row').filter({ hasText: text('en', 'users.state_logs.states.active') })).toContainText(manager);
  await page.getByRole('link', { name: text('en', 'users.actions.back_to_user') }).click();
  await expect(page.getByRole('link', { name: text('en', 'users.actions.edit') })).toBeVisible();
});
