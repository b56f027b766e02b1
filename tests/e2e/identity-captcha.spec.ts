import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { runningRequests, settle } from './support/axe.ts';
import { test } from './support/test.ts';
import { DEMO_PASSWORD, text, useLanguage } from './support/portal.ts';

const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

test('ar: the login page solves its captcha and sends it with the login; a ?token= link signs in and leaves the address bar', async ({ page, request }) => {
  await useLanguage(page, 'ar');
  await page.goto('/portal/login');
  const robot = page.getByRole('checkbox', { name: text('ar', 'auth.captcha.label') });
  await expect(robot).toBeVisible();
  await expect(page.getByText(text('ar', 'auth.captcha.hint'))).toBeVisible();
  await page.getByLabel(text('ar', 'auth.fields.username')).fill('staff');
  await page.getByLabel(text('ar', 'auth.fields.password')).fill(DEMO_PASSWORD);
  // Solved while the user typed: the checkbox is ticked and says so.
  await expect(page.getByRole('checkbox', { name: text('ar', 'auth.captcha.verified') })).toBeChecked();
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, 'login-captcha-ar-1280.png'), fullPage: true });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/login/'));
  await page.getByRole('button', { name: text('ar', 'auth.login.submit') }).click();
  const body = (await sent).postDataJSON() as { captcha?: string };
  expect(JSON.parse(Buffer.from(body.captcha ?? '', 'base64').toString())).toMatchObject({ challenge: { signature: expect.any(String) }, solution: { derivedKey: expect.any(String) } });
  await expect(page).not.toHaveURL(/\/login/);

  // The staff's overview may still be asking for its data: it leaves first, so that only the
  // link's own page is watched below.
  await page.goto('about:blank');
  await page.context().clearCookies();
  const { path } = await (await apiAs(request, 'mission')).post('/login-link/');
  // Nothing is asked before the link has become the session: such a call's 401 would send the new
  // session to the login page, with the token back in the address (seen on a busy machine). The
  // exchange answers late here so that anything asked too early is seen.
  const askedBeforeSession: string[] = [];
  let exchanged = false;
  page.on('request', (asked) => {
    const url = new URL(asked.url());
    if (!exchanged && url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/token-login/') askedBeforeSession.push(url.pathname);
  });
  await page.route('**/api/v1/token-login/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    exchanged = true;
    await route.fulfill({ response });
  });
  await page.goto(String(path));
  // The token leaves the address bar before it is exchanged: the session is the mission's once the
  // exchange has answered.
  await expect(page).toHaveURL(/\/portal\/overview\/$/);
  const signedInAs = async () => ((await (await page.request.get('/api/v1/get-user-data/')).json()) as { username?: string }).username;
  await expect.poll(signedInAs).toBe('mission');
  expect(await page.evaluate(() => window.location.href)).not.toContain('token');
  expect(askedBeforeSession).toEqual([]);
  // The link was single-use: opening it again leaves a guest on the login page.
  await page.context().clearCookies();
  await page.goto(String(path));
  await expect(page).toHaveURL(/\/portal\/login/);
  expect(page.url()).not.toContain('token=');
});

test('en: the captcha widget loads only once the form is used; a keyboard user on its placeholder is handed over to the widget, which solves', async ({ page }) => {
  await useLanguage(page, 'en');
  const widgetScripts: string[] = [];
  page.on('request', (r) => r.url().includes('captcha-widget') && widgetScripts.push(r.url()));
  await page.goto('/portal/login');
  const robot = page.getByRole('checkbox', { name: text('en', 'auth.captcha.label') });
  await expect(robot).toBeVisible();
  // Until the page's own requests are done (bounded: Playwright's network idle once never came in a
  // CI run, the page drawn and nothing said of what it waited on; what is still running is printed).
  await settle(page);
  const running = runningRequests(page);
  if (running.length) console.warn(`login page: still running after 10 s: ${running.join(', ')}`);
  expect(widgetScripts).toEqual([]); // the login page's own scripts stay small
  await page.screenshot({ path: join(folder, 'login-captcha-placeholder-en-1280.png') });
  // Reaching the placeholder by keyboard loads the widget, which takes the focus over and solves.
  await robot.focus();
  const verified = page.getByRole('checkbox', { name: text('en', 'auth.captcha.verified') });
  await expect(verified).toBeChecked();
  await expect(verified).toBeFocused();
  expect(widgetScripts.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(folder, 'login-captcha-en-390.png'), fullPage: true });
});
