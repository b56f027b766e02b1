import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

export type PageWeight = { page: string; files: number; gzipBytes: number; libraries: string[] };

// Text that survives minification in each library's code, to tell which ones a page loaded.
const MARKERS: Record<string, RegExp> = {
  'Fluent UI': /fui-FluentProvider|fui-Button/,
  RJSF: /Unsupported field schema|ui:widget/,
  'TanStack Table': /getCoreRowModel|getPaginationRowModel|tableFeatures/,
  'TanStack Virtual': /measureElement|getVirtualItems/,
};

async function weigh(page: Page, label: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<PageWeight> {
  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = [...bodies.values()];
  const text = all.map((b) => b.toString('utf8')).join('\n');
  return {
    page: label,
    files: all.length,
    gzipBytes: all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    libraries: Object.entries(MARKERS)
      .filter(([, marker]) => marker.test(text))
      .map(([name]) => name),
  };
}

/**
 * Gzip size of the JavaScript the login page loads (as it opens, and once the user is in the form
 * and the captcha widget has come) and that the References list page loads.
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
    const list = await weigh(await member.newPage(), 'references list', '/portal/references/all', (p) => p.locator('table tbody tr').first().waitFor());
    return [login, inUse, list];
  } finally {
    await browser.close();
  }
}
