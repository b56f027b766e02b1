import { LANGUAGE_COOKIE } from '../../src/shared/portal-language-cookie.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOAD_PLAN_FILE, type PreloadPlan } from '../../src/build/preload-plan.ts';
import { startTestApp, type TestApp } from './harness.ts';

// index.html as Vite writes it: the entry and its imports; the server adds the landing route's chunks.
const INDEX = '<!doctype html>\n<html lang="ar" dir="rtl">\n  <head>\n    <script type="module" crossorigin src="/portal/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
// What a build's plan says each lazily imported module brings (src/build/preload-plan.ts).
const PLAN: PreloadPlan = {
  modules: {
    'generated/i18n/ar.ts': ['assets/ar-1.js', 'assets/texts-guest-ar-1.js'],
    'generated/i18n/en.ts': ['assets/en-1.js', 'assets/texts-guest-en-1.js'],
    'locales/ar/auth.json': ['assets/texts-guest-ar-1.js'],
    'locales/en/auth.json': ['assets/texts-guest-en-1.js'],
    'generated/api/operation-paths.ts': ['assets/operations-1.js'],
    'src/portal/app/layout/app-layout.tsx': ['assets/app-layout-1.js', 'assets/shared-1.js'],
    'src/portal/app/route-prefetch.ts': ['assets/route-prefetch-1.js'],
    'generated/screens/references.ts': ['assets/references-1.js'],
    'src/portal/runtime/lists/list-screen.tsx': ['assets/list-screen-1.js', 'assets/shared-1.js'],
    'src/portal/runtime/forms/form-screen.tsx': ['assets/form-screen-1.js', 'assets/rjsf-1.js'],
    'generated/entities/schema/reference.ts': ['assets/reference-1.js'],
    'src/portal/modules/auth/login-page.tsx': ['assets/login-page-1.js'],
    'src/portal/modules/shell/overview-page.tsx': ['assets/overview-page-1.js'],
  },
};

const folder = (plan?: PreloadPlan) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-preloads-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (plan) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, PRELOAD_PLAN_FILE), JSON.stringify(plan));
  }
  return dir;
};
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/portal\/assets\/([^"]+)">/g)].map((m) => m[1]);

let t: TestApp;
let planned: string;
let unplanned: string;
let older: TestApp;
beforeAll(async () => {
  planned = folder(PLAN);
  unplanned = folder();
  t = await startTestApp({ portalDir: planned });
  older = await startTestApp({ portalDir: unplanned });
});
afterAll(async () => {
  await t.close();
  await older.close();
  rmSync(planned, { recursive: true, force: true });
  rmSync(unplanned, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, cookie?: string) => app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the landing route\'s chunks named in the page (issue 21 item 1)', () => {
  it('a list page preloads, first, what asks its data, then the texts of the stored language, the layout and the runtime, each file once', async () => {
    const response = await page(t, '/portal/references/all', `${LANGUAGE_COOKIE}=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Cookie');
    expect(preloaded(response.body)).toEqual([
      'references-1.js', 'route-prefetch-1.js', 'operations-1.js', 'en-1.js', 'texts-guest-en-1.js', 'app-layout-1.js', 'shared-1.js', 'list-screen-1.js',
    ]);
    expect(response.body).toContain('<script type="module" crossorigin src="/portal/assets/index-1.js"></script>');
  });

  it('Arabic without the cookie; a fixed segment wins over a param (references/add is the form, not a list tab)', async () => {
    const files = preloaded((await page(t, '/portal/references/add')).body);
    expect(files).toContain('ar-1.js');
    expect(files).not.toContain('en-1.js');
    expect(files).toContain('form-screen-1.js');
    // The form runtime fetches its entity's schema before it draws: it comes with the rest.
    expect(files).toContain('reference-1.js');
    expect(files).not.toContain('list-screen-1.js');
  });

  it('the login page preloads its page and the guest texts only: no layout, no whole language, no table of operations', async () => {
    expect(preloaded((await page(t, '/portal/login?next=%2Fportal%2F')).body)).toEqual(['texts-guest-ar-1.js', 'login-page-1.js']);
  });

  it('a bespoke signed-in page preloads its page with the layout; an address no route has, the layout of the not-found page', async () => {
    expect(preloaded((await page(t, '/portal/overview/')).body)).toEqual(['ar-1.js', 'texts-guest-ar-1.js', 'operations-1.js', 'app-layout-1.js', 'shared-1.js', 'overview-page-1.js']);
    expect(preloaded((await page(t, '/portal/no/such/page')).body)).toEqual(['ar-1.js', 'texts-guest-ar-1.js', 'operations-1.js', 'app-layout-1.js', 'shared-1.js']);
  });

  it('every page preloads the session check first, as the portal asks it; a login link\'s page does not (its session comes with the exchange)', async () => {
    const sessionCheck = /<link rel="preload" as="fetch" crossorigin href="\/api\/v1\/get-user-data\/">/g;
    for (const url of ['/portal/login', '/portal/overview/', '/portal/references/add']) {
      const body = (await page(t, url)).body;
      expect(body.match(sessionCheck)).toHaveLength(1);
      expect(body.indexOf('get-user-data')).toBeLessThan(body.indexOf('modulepreload'));
    }
    expect((await page(t, '/portal/overview/?token=abc')).body).not.toContain('get-user-data');
  });

  it('a build without a plan (an older one) is sent as it is', async () => {
    const response = await page(older, '/portal/references/all');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});
