import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { demoForm } from '../../src/server/modules/forms/demo-form.ts';
import { signIn, text, useLanguage, type Language } from './support/portal.ts';

// Forms check their values in the browser under the portal's real Content-Security-Policy, which
// allows no code made from text ('unsafe-eval'): a message appears under a field the user leaves,
// with no request to the server, and the page never trips the policy. Before, the validator (Ajv)
// needed 'unsafe-eval'; without it every check was silently left to the server.
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
const emailField = demoForm.flatMap((tab) => tab.fields).find((field) => field.label_en === 'Email')!;

type Violation = { directive: string; blocked: string };

/** Records every CSP violation the pages of this tab report, from before their first script runs. */
async function watchPolicy(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportViolation: (v: object) => Promise<void> }).__reportViolation({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return seen;
}

/**
 * The API requests the page sends from now on that could check a value: any but a GET. The shell's
 * own reads (notification counts, countries, links) may still be arriving on a loaded machine.
 */
function watchRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return sent;
}

/** The page's policy blocks text made into code: a string handed to setTimeout is refused and reported. */
async function expectEvalRefused(page: Page, violations: Violation[]) {
  await page.evaluate(() => setTimeout('window.__evalRan = true', 0));
  await expect.poll(() => violations).toContainEqual({ directive: 'script-src', blocked: 'eval' });
  expect(await page.evaluate(() => (window as unknown as { __evalRan?: boolean }).__evalRan)).toBeUndefined();
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`forms show their messages from the browser under a CSP without 'unsafe-eval' (${language})`, async ({ page }) => {
    const violations = await watchPolicy(page);
    await useLanguage(page, language);
    // Straight to the form: passing through the overview first raced its calls against the next
    // navigation, and on a loaded machine the session was gone (401) when the form page asked for it.
    await signIn(page, 'foreign', '/portal/forms/widgets');

    // A form from spec/screens (an entity schema): the policy the page was served with, then fields
    // breaking their rules and a required one left empty.
    const response = await page.goto('/portal/forms/widgets');
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
    const otp = page.locator('#root_otp');
    await expect(otp).toBeVisible();
    let sent = watchRequests(page);
    await otp.focus();
    await otp.fill('12');
    await otp.press('Tab');
    await expect(page.locator('#root_otp__error')).toHaveText(text(language, 'errors.otp_required'));
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
    const bic = page.locator('#root_bic');
    await bic.fill('ABC');
    await bic.press('Tab');
    await expect(page.locator('#root_bic__error')).toHaveText(text(language, 'errors.bic'));
    const swift = page.locator('#root_swift_code');
    await swift.focus();
    await swift.press('Tab');
    await expect(page.locator('#root_swift_code__error')).toHaveText(text(language, 'errors.required'));
    expect(sent, 'the messages came from the browser').toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#root_otp__error').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(folder, `form-csp-widgets-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // A server-driven form (no schema at build time): a required field left empty, an invalid e-mail.
    await page.goto('/portal/forms/demo');
    const email = page.getByLabel(new RegExp(`^${language === 'ar' ? emailField.label_ar : emailField.label_en}`)).first();
    await expect(email).toBeVisible();
    sent = watchRequests(page);
    await email.fill('');
    await email.press('Tab');
    const emailError = page.locator(`#${await email.getAttribute('id')}__error`);
    await expect(emailError).toHaveText(text(language, 'errors.required'));
    await email.fill('info@');
    await email.press('Tab');
    await expect(emailError).toHaveText(text(language, 'errors.email'));
    expect(sent, 'the messages came from the browser').toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await emailError.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(folder, `form-csp-dynamic-${language}-${width}.png`) });
    }

    // Nothing on these pages tripped the policy, and the policy is in force: eval is refused.
    expect(violations).toEqual([]);
    await expectEvalRefused(page, violations);
  });
}
