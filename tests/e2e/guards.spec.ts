import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { settle } from './support/axe.ts';
import { logIn, signIn, text, useLanguage, type Language } from './support/portal.ts';
import { accessRules } from '../../generated/access/rules.ts';
import { menu as specMenu } from '../../generated/screens/menu.ts';
import { demoUsers } from '../../src/server/db/seed/demo-users.ts';

// One demo user of each user type (README, src/server/db/seed/demo-users.ts), and what each one's menu permissions allow (src/server/db/seed/demo-users.ts, spec/access/menus.yaml),
// in menu order. References and Communication have no permission, so everyone has them. Entries that
// name an operation (Users: listUsers, User transfer: transferUser) show to whom its access rule
// grants: read from generated/access/rules.ts, so a rule changed in spec/ is followed here.
const byPermission: Record<string, string[]> = {
  admin: ['overview', 'dashboard', 'diplomatic_mission', 'kuwaiti_entity', 'foreign_entity', 'safe_travel', 'support_request', 'awqaf', 'fund_transfer', 'references', 'communication'],
  staff: ['overview', 'dashboard', 'diplomatic_mission', 'kuwaiti_entity', 'foreign_entity', 'safe_travel', 'support_request', 'awqaf', 'references', 'communication'],
  ftuser: ['overview', 'dashboard', 'fund_transfer', 'references', 'communication'],
  kuwaiti: ['overview', 'dashboard', 'kuwaiti_entity', 'safe_travel', 'support_request', 'fund_transfer', 'references', 'communication'],
  foreign: ['overview', 'foreign_entity', 'support_request', 'references', 'communication'],
  approved: ['overview', 'foreign_entity', 'support_request', 'fund_transfer', 'references', 'communication'],
  mission: ['overview', 'diplomatic_mission', 'foreign_entity', 'awqaf', 'fund_transfer', 'references', 'communication'],
  interior: ['overview', 'dashboard', 'safe_travel', 'references', 'communication'],
  awqaf: ['overview', 'awqaf', 'references', 'communication'],
};
const granted = (operationId: string, userType: string) => userType in (accessRules.find((rule) => rule.operationId === operationId)?.grants ?? {});
const menuEntries: Record<string, string[]> = Object.fromEntries(
  Object.entries(byPermission).map(([username, keys]) => {
    const userType = demoUsers.find((user) => user.username === username)!.user_type;
    const shown = new Set([...keys, ...specMenu.filter((entry) => entry.operation && !entry.permission && granted(entry.operation, userType)).map((entry) => entry.key)]);
    return [username, specMenu.map((entry) => entry.key).filter((key) => shown.has(key))];
  }),
);

/** The left menu: exactly the user's entries, in order and named in the page's language; the last one opens its page. */
async function expectMenu(page: Page, language: Language, username: string) {
  const keys = menuEntries[username]!;
  const menu = page.getByRole('navigation', { name: text(language, 'menu.title') });
  const links = menu.getByRole('link');
  await expect(links).toHaveCount(keys.length);
  expect(await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu')))).toEqual(keys);
  await expect(links).toHaveText(keys.map((key) => text(language, `menu.${key}`)));
  const target: Record<string, [string, string]> = {
    foreign: ['foreign_entity', '/portal/foreign_entity_view'],
    staff: ['foreign_entity', '/portal/foreign_entity/all'],
    mission: ['fund_transfer', '/portal/ft/transactions/all'],
    kuwaiti: ['fund_transfer', '/portal/ft/index'],
  };
  if (target[username]) await expect(menu.locator(`[data-menu=${target[username][0]}]`)).toHaveAttribute('href', target[username][1]);
  // An entry opens its page with its own title, and is marked as the current page.
  const last = keys[keys.length - 1]!;
  await menu.locator(`[data-menu=${last}]`).click();
  await expect(page.getByRole('heading', { level: 1, name: text(language, `menu.${last}`) })).toBeVisible();
  await expect(menu.locator(`[data-menu=${last}]`)).toHaveAttribute('aria-current', 'page');
}

/** The header's welcome line: the user's name and their last login as the API reports it, day-month-year. */
async function expectWelcome(page: Page, language: Language) {
  const user = (await (await page.request.get('/api/v1/get-user-data/')).json()) as { name: string; last_login: string };
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toContainText(text(language, 'auth.welcome', { name: user.name }));
  const shown = await page.evaluate(
    ([iso, locale]) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso!)),
    [user.last_login, language === 'ar' ? 'ar-KW-u-nu-arab' : 'en-GB'],
  );
  await expect(welcome).toContainText(text(language, 'auth.last_login', { date: shown }));
  if (language === 'en') expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
}

test('without a session a page sends the user to login with next, and back after logging in', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/portal/references/hidden?page=1');
  await expect(page).toHaveURL(/\/portal\/login\?next=%2Freferences%2Fhidden%3Fpage%3D1$/);
  await logIn(page, 'ar', 'staff', page.url());
  await expect(page).toHaveURL(/\/portal\/references\/hidden\?page=1$/);
  await expect(page.getByRole('tab', { name: text('ar', 'references.tabs.hidden'), selected: true })).toBeVisible();
});

/**
 * Each demo user once, in Arabic or in English by turns (the admin, whose menu has every entry, in
 * both): the welcome line, exactly the menu entries their permissions allow, in menu order and in the
 * page's language, Not found for an unknown path, and back on the same page after a 401.
 */
const userRuns = [...Object.keys(menuEntries).map((username, i) => ({ username, language: (i % 2 === 0 ? 'ar' : 'en') as Language })), { username: 'admin', language: 'en' as Language }];

for (const { username, language } of userRuns) {
  test(`${language}: ${username} is welcomed, sees exactly their menu and Not found for an unknown path, and comes back to the same page after a 401`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, language);
    // Signed in through the API to begin with: the login page is what the second login proves.
    await signIn(page, username);
    await expectWelcome(page, language);
    await expectMenu(page, language, username);
    await page.goto('/portal/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'common.not_found.title') })).toBeVisible();
    await page.goto('/portal/references/all');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    // Nothing of the page is still on its way (a late call would meet the 401 first and log out
    // from the list, not from the tab this test clicks).
    await settle(page);
    // The session ends behind the portal's back; the next call answers 401.
    await context.clearCookies();
    await page.getByRole('tab', { name: text(language, 'references.tabs.published') }).click();
    await expect(page).toHaveURL(/\/portal\/login\?next=%2Freferences%2Fpublished$/);
    await logIn(page, language, username, page.url());
    await expect(page).toHaveURL(/\/portal\/references\/published$/);
    await expect(page.getByRole('tab', { name: text(language, 'references.tabs.published'), selected: true })).toBeVisible();
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`${language}: a page this account may not read says so inside the portal and keeps the session`, async ({ page }) => {
    await useLanguage(page, language);
    // Safe travel is the Kuwaiti entities' and the ministries': its list answers 403 to a foreign entity.
    await signIn(page, 'foreign', '/portal/safe_travel/list/all');
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'common.no_access.title') })).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/safe_travel\/list\/all$/);
    await expect(page.getByRole('navigation', { name: text(language, 'menu.title') })).toBeVisible(); // the frame stays
    // The session stays too: the way home leads to the overview, still signed in.
    expect((await page.request.get('/api/v1/get-user-data/')).status()).toBe(200);
    await page.getByRole('link', { name: text(language, 'common.actions.home') }).click();
    await expect(page).toHaveURL(/\/portal\/overview\/?$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/portal/safe_travel/list/all');
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'common.no_access.title') })).toBeVisible();
      if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: `tests/artifacts/screenshots/no-access-${language}-${width}.png`, fullPage: true });
    }
  });
}

test('the API refuses a call without a token with 401', async ({ request }) => {
  const response = await request.get('/api/v1/references/');
  expect(response.status()).toBe(401);
  expect((await response.json()).message).toBe(text('ar', 'errors.not_authenticated'));
});

test('the root redirects to the overview, titled from route metadata', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'staff', '/');
  await expect(page).toHaveURL(/\/portal\/overview\/?$/);
  await expect(page).toHaveTitle(`${text('en', 'shell.titles.overview')} | ${text('en', 'common.ministry_short')}`);
});
