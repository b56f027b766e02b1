import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO_PASSWORD, signIn, text, useLanguage } from './support/portal.ts';

// Diplomatic missions: the ministry adds an embassy in Arabic and finds it in English; a mission's
// user lands on its own mission after login.

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(page: Page, name: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: new RegExp(`^${escape(text('ar', `mission.fields.${name}`))}`) });
  await select.click();
  await select.fill(option);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('ministry staff adds an embassy in Arabic, sees it among the embassies and reads it in English', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'staff', '/portal/embassies_mission');
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'mission.titles.embassies') })).toBeVisible();
  await page.getByRole('link', { name: text('ar', 'mission.actions.new_embassy') }).click();
  await expect(page).toHaveURL(/\/portal\/embassies_mission\/new$/);
  const name = 'سفارة دولة الكويت في الرباط';
  await page.getByRole('textbox', { name: text('ar', 'mission.fields.name'), exact: true }).fill(name);
  await page.getByRole('textbox', { name: text('ar', 'mission.fields.name_en'), exact: true }).fill('Embassy of Kuwait in Rabat');
  await page.getByRole('textbox', { name: text('ar', 'mission.fields.email'), exact: true }).fill('rabat@mofa.example');
  await choose(page, 'continent', 'أفريقيا');
  await choose(page, 'country', 'المغرب');
  // Accredited for two countries, picked by name; the page shows their names, never their codes.
  const accredited = page.getByRole('combobox', { name: text('ar', 'mission.fields.accredit_country') });
  await accredited.click(); // a multiple choice stays open while the user picks
  for (const country of ['المغرب', 'موريتانيا']) {
    await accredited.fill(country);
    await page.getByRole('menuitemcheckbox', { name: country, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();

  await expect(page).toHaveURL(/\/portal\/diplomatic-mission\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText(text('ar', 'mission.types.embassy'), { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('المغرب، موريتانيا')).toBeVisible();

  await page.getByRole('button', { name: text('ar', 'common.language.toggle_label') }).click();
  await page.getByRole('link', { name: text('en', 'mission.actions.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'mission.titles.list') })).toBeVisible();
  await expect(page.getByRole('cell', { name: text('en', 'mission.types.embassy') }).first()).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a mission user lands on its own embassy after login, and sees no other mission', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/portal/login');
  await page.getByLabel(text('en', 'auth.fields.username')).fill('mission');
  await page.getByLabel(text('en', 'auth.fields.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/portal\/embassies_mission\/1\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Embassy of the State of Kuwait in Amman' })).toBeVisible(); // its English name on an English page
  await page.goto('/portal/diplomatic-mission');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and its own mission
});
