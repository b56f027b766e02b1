import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO_PASSWORD, signIn, text, useLanguage, type Language } from './support/portal.ts';

async function submitLogin(page: Page, language: Language, username: string, password: string) {
  await page.getByLabel(text(language, 'auth.fields.username')).fill(username);
  await page.getByLabel(text(language, 'auth.fields.password')).fill(password);
  await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
}

for (const language of ['ar', 'en'] as const) {
  test(`${language}: each demo user lands where the redirect-after-login table sends them`, async ({ page }) => {
    await useLanguage(page, language);
    for (const username of ['admin', 'kuwaiti', 'mission', 'foreign', 'interior']) {
      await page.goto('/portal/login');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login/'));
      await submitLogin(page, language, username, DEMO_PASSWORD);
      const { redirect } = await (await answer).json();
      // Pages of modules still to come (e.g. /embassies_mission/1) fall back to the overview.
      await expect(page).toHaveURL(redirect === '/overview/' ? /\/portal\/overview\/?$/ : /\/portal\/(overview|local_entities|embassies_mission|submitted_form)/);
      await page.context().clearCookies();
    }
  });
}

test('en: the login form counts the attempts left, then shows the locked-account screen', async ({ page, request }) => {
  // An account of its own, so the lockout does not touch the demo users other tests log in as.
  const admin = await (await request.post('/api/v1/login/', { data: { username: 'admin', password: DEMO_PASSWORD } })).json();
  const created = await request.post('/api/v1/users/', {
    headers: { authorization: `Token ${admin.token}` },
    data: { username: 'e2e.locked', name: 'E2E Locked', user_type: 'moi', password: 'Kuwait&Gulf2026', email: 'e2e.locked@portal.example', permissions: ['moi'] },
  });
  expect(created.status()).toBe(201);
  await useLanguage(page, 'en');
  await page.goto('/portal/login');
  for (let left = 4; left >= 1; left--) {
    await submitLogin(page, 'en', 'e2e.locked', 'Wrong@Password1');
    await expect(page.getByRole('alert')).toContainText(text('en', 'auth.login_extra.remaining', { count: String(left) }));
  }
  await submitLogin(page, 'en', 'e2e.locked', 'Wrong@Password1');
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.account_locked'));
  // The fifth failure starts a timed lock (spec/access/lockout.md): nothing was e-mailed yet, so no address is shown.
  await expect(page.getByText(text('en', 'auth.login_extra.locked_sent', { email: 'e******d@portal.example' }))).toHaveCount(0);
  await page.getByRole('button', { name: text('en', 'auth.logout') }).click();
  await expect(page.getByLabel(text('en', 'auth.fields.username'))).toBeVisible();
});

test('ar: a user whose profile requires extra authentication passes the SMS security screen', async ({ page, request }) => {
  const admin = await (await request.post('/api/v1/login/', { data: { username: 'admin', password: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Token ${admin.token}` };
  const data = { username: 'e2e.otp', name: 'E2E OTP', user_type: 'moi', password: 'Kuwait&Gulf2026', phone: '+96551234567', permissions: ['moi'], authentication_required: true };
  expect((await request.post('/api/v1/users/', { headers, data })).status()).toBe(201);
  await useLanguage(page, 'ar');
  await page.goto('/portal/login');
  await submitLogin(page, 'ar', 'e2e.otp', 'Kuwait&Gulf2026');
  await expect(page.getByText(text('ar', 'auth.security.intro', { mobile: '********4567' }))).toBeVisible();
  await page.getByRole('button', { name: text('ar', 'auth.security.submit') }).click();
  await expect(page.getByText(text('ar', 'errors.otp_required')).first()).toBeVisible();
  const outbox = await (await request.get('/api/v1/outbox/', { headers })).json();
  const sms = outbox.results.find((m: { recipient: string }) => m.recipient === '+96551234567');
  const code = /\d{6}/.exec(sms.text)![0];
  await page.getByLabel(text('ar', 'auth.fields.otp')).fill(code);
  await page.getByRole('button', { name: text('ar', 'auth.security.submit') }).click();
  await expect(page).toHaveURL(/\/portal\/overview/);
});

test('ar: forgot password answers the same for any address and links back to login', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/portal/login');
  await page.getByRole('link', { name: text('ar', 'auth.login_extra.forgot') }).click();
  await expect(page).toHaveURL(/\/portal\/forgot_password$/);
  await page.getByLabel(text('ar', 'auth.fields.email')).fill('nobody@portal.example');
  await page.getByRole('button', { name: text('ar', 'auth.forgot.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(text('ar', 'auth.detail.reset_sent'));
});

test('en: the profile shows the role, and a wrong current password is refused with the spec message', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti', '/portal/profile');
  await expect(page.getByText(text('en', 'users.roles.local_entity_ft_manager'))).toBeVisible();
  await page.getByRole('button', { name: text('en', 'auth.profile.change_password') }).click();
  await page.getByLabel(text('en', 'auth.fields.old_password')).fill('Wrong@Pass2026');
  await page.getByLabel(text('en', 'auth.fields.new_password')).fill('Sadu&Pearl2026');
  await page.getByLabel(text('en', 'auth.fields.confirm_password')).fill('Sadu&Pearl2026');
  await page.getByRole('button', { name: text('en', 'auth.change.submit') }).click();
  await expect(page.getByText(text('en', 'errors.current_password_wrong'))).toBeVisible();
});

// The real timings (15 minutes, then a 5-minute countdown) on the browser's fake clock.
test.describe('idle modal', () => {
  test('ar: appears after 15 minutes without activity, Continue keeps the session', async ({ page }) => {
    await page.clock.install();
    await useLanguage(page, 'ar');
    await signIn(page, 'staff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = page.getByRole('alertdialog');
    await page.clock.fastForward('14:00');
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('01:30');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text('ar', 'auth.idle.title'))).toBeVisible();
    await dialog.getByRole('button', { name: text('ar', 'auth.idle.continue') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/portal\/overview/);
    expect((await page.request.get('/api/v1/get-user-data/')).status()).toBe(200);
  });

  test('en: counts down every second and logs out at zero', async ({ page }) => {
    await page.clock.install();
    await useLanguage(page, 'en');
    await signIn(page, 'staff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('15:01');
    const timer = page.getByRole('alertdialog').getByRole('timer');
    await expect(timer).toContainText('5:00');
    await page.clock.runFor(2000);
    await expect(timer).toContainText('4:58');
    await page.clock.fastForward('05:00');
    await expect(page).toHaveURL(/\/portal\/login/);
    expect((await page.request.get('/api/v1/get-user-data/')).status()).toBe(401);
  });
});

test('ar: phone numbers and e-mail addresses keep their left-to-right order in Arabic pages', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'ftstaff', '/portal/profile');
  const phone = page.locator('bdi', { hasText: '+96550000010' });
  await expect(phone).toHaveAttribute('dir', 'ltr');
  expect(await phone.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await expect(page.locator('bdi', { hasText: 'ftstaff@portal.example' })).toHaveAttribute('dir', 'ltr');
  // A record's page too: the foreign entity's mobile.
  await signIn(page, 'staff', '/portal/submitted_form/2');
  await expect(page.locator('bdi', { hasText: '+9647701234567' })).toHaveAttribute('dir', 'ltr');
});
