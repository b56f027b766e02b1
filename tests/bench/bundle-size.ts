import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

/** A page's scripts (count, gzip bytes, libraries among them) and its stylesheets' gzip bytes (Griffel's styles are one in the build). */
export type PageWeight = { page: string; files: number; gzipBytes: number; cssGzipBytes: number; libraries: string[] };

// Text that survives minification in each library's code, to tell which ones a page loaded.
const MARKERS: Record<string, RegExp> = {
  'Fluent UI': /fui-FluentProvider|fui-Button/,
  RJSF: /Unsupported field schema|ui:widget/,
  'TanStack Table': /getCoreRowModel|getPaginationRowModel|tableFeatures/,
  'TanStack Virtual': /measureElement|getVirtualItems/,
  Ajv: /must have required property/,
  'markdown-to-jsx': /forceInline/,
  'libphonenumber-js': /INVALID_COUNTRY/,
};

async function weigh(page: Page, label: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<PageWeight> {
  const bodies = new Map<string, Buffer>();
  const styles = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script') bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    if (type === 'stylesheet') styles.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  // The notifications' event stream stays open as long as the page (network idle would never come):
  // it carries no script, so it is refused here.
  await page.route('**/api/v1/notifications/stream/**', (route) => route.abort());
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = [...bodies.values()];
  const text = all.map((b) => b.toString('utf8')).join('\n');
  return {
    page: label,
    files: all.length,
    gzipBytes: all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    cssGzipBytes: [...styles.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    libraries: Object.entries(MARKERS)
      .filter(([, marker]) => marker.test(text))
      .map(([name]) => name),
  };
}

/**
 * Gzip size of the JavaScript the login page loads (as it opens, and once the user is in the form
 * and the captcha widget has come), that the overview (the header's menus come on first use) and
 * the References list page load, and that form pages load
 * (an entity form, the widgets demo form, the server-driven demo form) once a field has been left
 * (blur validation ran).
 */
export async function measureBundles(baseUrl: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const guest = await browser.newContext({ baseURL: baseUrl });
    const login = await weigh(await guest.newPage(), 'login page', '/portal/login', (p) => p.locator('input[name="username"]').waitFor());
    const inUse = await weigh(await guest.newPage(), 'login, form in use', '/portal/login', async (p) => {
      await p.locator('input[name="username"]').focus();
      await p.locator('altcha-widget input[type="checkbox"]').waitFor();
    });
    const member = await browser.newContext({ baseURL: baseUrl });
    const answer = await member.request.post('/api/v1/login/', { data: { username: 'staff', password: 'Portal@2026demo' } });
    if (!answer.ok()) throw new Error(`demo login failed: ${answer.status()}`);
    const overview = await weigh(await member.newPage(), 'overview', '/portal/overview', (p) => p.getByTestId('figure-cards').waitFor());
    const list = await weigh(await member.newPage(), 'references list', '/portal/references/all', (p) => p.locator('table tbody tr').first().waitFor());
    const leaveFirstField = (first: string) => async (p: Page) => {
      await p.locator(first).focus();
      await p.keyboard.press('Tab');
      await p.locator('[role=alert], [id$="__error"]').first().waitFor().catch(() => undefined);
    };
    const entityForm = await weigh(await member.newPage(), 'references form', '/portal/references/add', leaveFirstField('#root_title'));
    const entity = await browser.newContext({ baseURL: baseUrl });
    const signedIn = await entity.request.post('/api/v1/login/', { data: { username: 'foreign', password: 'Portal@2026demo' } });
    if (!signedIn.ok()) throw new Error(`demo login failed: ${signedIn.status()}`);
    const widgets = await weigh(await entity.newPage(), 'widgets form', '/portal/forms/widgets', leaveFirstField('#root_bic'));
    const dynamic = await weigh(await entity.newPage(), 'dynamic form', '/portal/forms/demo', leaveFirstField('form input >> nth=0'));
    return [login, inUse, overview, list, entityForm, widgets, dynamic];
  } finally {
    await browser.close();
  }
}

/** Targets of issue 19 item 7 (the login page as it opens) and issue 21 item 2 (a form page, once a field has been left). */
export const WEIGHT_TARGETS = { loginPageKB: 170, formPageKB: 300 };
const FORM_PAGES = ['references form', 'widgets form', 'dynamic form'];

/** Prints the weights, each against the login page's, then the login page and the form pages against their targets. */
export function printWeights(weights: PageWeight[]): void {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const baseline = weights[0]!.gzipBytes;
  console.log('\nJavaScript loaded per page (gzip -9 of each script, summed)');
  console.log('page                 files   gzip kB   vs login   css gzip kB   libraries');
  for (const w of weights) {
    console.log(
      `${w.page.padEnd(20)} ${String(w.files).padStart(5)}   ${kB(w.gzipBytes).padStart(7)}   ${(w.gzipBytes / baseline).toFixed(2).padStart(7)}x   ${kB(w.cssGzipBytes).padStart(11)}   ${w.libraries.join(', ')}`,
    );
  }
  const line = (w: PageWeight, targetKB: number) => {
    const met = w.gzipBytes / 1000 <= targetKB ? 'met' : 'NOT met';
    console.log(`${`${w.page} JavaScript (gzip -9)`.padEnd(38)} ${kB(w.gzipBytes).padStart(6)} kB in ${String(w.files).padStart(2)} files   target ≤ ${targetKB} kB   ${met}`);
  };
  console.log('');
  line(weights[0]!, WEIGHT_TARGETS.loginPageKB);
  for (const w of weights.filter((page) => FORM_PAGES.includes(page.page))) line(w, WEIGHT_TARGETS.formPageKB);
  console.log('(the captcha widget comes once the login form is used; the widgets form is the demo of every widget, each in its chunk)');
  const eager = ['RJSF', 'TanStack Table'].filter((lib) => weights[0]!.libraries.includes(lib));
  console.log(eager.length ? `loaded up front on the login page: ${eager.join(', ')}` : 'RJSF and TanStack Table are not loaded by the login page (per-route chunks)');
}
