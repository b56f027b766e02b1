import { LANGUAGE_COOKIE } from '../../src/shared/portal-language-cookie.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOAD_PLAN_FILE, type PreloadPlan } from '../../src/build/preload-plan.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { FIGURES_CALL, LAYOUT_CALLS } from '../../src/server/platform/portal-preloads.ts';
import { SESSION_COOKIE } from '../../src/server/platform/auth/tokens.ts';
import { operations } from '../../generated/api/operations.ts';
import { frameNamespaces, routeNamespaces } from '../../generated/i18n/route-texts.ts';
import type { Namespace } from '../../generated/i18n/namespaces.ts';
import { i18nKeys } from '../../generated/i18n-keys.ts';

const namespaces = [...new Set(i18nKeys.map((key) => key.split('.')[0]!))];

// index.html as Vite writes it: the entry and its imports; the server adds the landing route's chunks.
const INDEX = '<!doctype html>\n<html lang="ar" dir="rtl">\n  <head>\n    <script type="module" crossorigin src="/portal/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
// Each locale file's chunk, as vite.config.ts groups them: the guest pages' namespaces, the signed-in
// layout's, then one chunk per other file.
const GUEST = ['auth', 'common', 'errors'];
const chunkOf = (language: string, namespace: string) =>
  GUEST.includes(namespace) ? `texts-guest-${language}-1.js` : frameNamespaces.includes(namespace as Namespace) ? `texts-frame-${language}-1.js` : `texts-${namespace}-${language}-1.js`;
const localeFiles = (language: string) => Object.fromEntries(namespaces.map((namespace) => [`locales/${language}/${namespace}.json`, [`assets/${chunkOf(language, namespace)}`]]));
// The texts a route's page shows beyond the guest pages' and the layout's (codegen derives them).
const ownTexts = (language: string, route: string) => [...new Set(routeNamespaces(route).map((namespace) => chunkOf(language, namespace)))].filter((file) => !file.startsWith('texts-guest') && !file.startsWith('texts-frame'));

// What a build's plan says each lazily imported module brings (src/build/preload-plan.ts).
const PLAN: PreloadPlan = {
  modules: {
    'generated/i18n/ar.ts': ['assets/ar-1.js', 'assets/texts-guest-ar-1.js'],
    'generated/i18n/en.ts': ['assets/en-1.js', 'assets/texts-guest-en-1.js'],
    ...localeFiles('ar'),
    ...localeFiles('en'),
    'generated/api/operation-paths.ts': ['assets/operations-1.js'],
    'src/portal/lib/page-texts.ts': ['assets/page-texts-1.js'],
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
  it('a list page preloads, first, what asks its data, then the texts it shows in the stored language, the layout and the runtime, each file once', async () => {
    const response = await page(t, '/portal/references/all', `${LANGUAGE_COOKIE}=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Cookie');
    expect(ownTexts('en', 'references.list')).toContain('texts-references-en-1.js');
    expect(preloaded(response.body)).toEqual([
      'references-1.js', 'route-prefetch-1.js', 'operations-1.js', 'page-texts-1.js', 'texts-guest-en-1.js', 'texts-frame-en-1.js', ...ownTexts('en', 'references.list'), 'app-layout-1.js', 'shared-1.js', 'list-screen-1.js',
    ]);
    expect(response.body).toContain('<script type="module" crossorigin src="/portal/assets/index-1.js"></script>');
  });

  it('Arabic without the cookie; a fixed segment wins over a param (references/add is the form, not a list tab)', async () => {
    const files = preloaded((await page(t, '/portal/references/add')).body);
    expect(files).toContain('texts-references-ar-1.js');
    expect(files.filter((file) => file?.includes('-en-'))).toEqual([]);
    // Not the whole language: no other area's texts.
    expect(files).not.toContain('ar-1.js');
    expect(files).not.toContain('texts-foreign_entity-ar-1.js');
    expect(files).toContain('form-screen-1.js');
    // The form runtime fetches its entity's schema before it draws: it comes with the rest.
    expect(files).toContain('reference-1.js');
    expect(files).not.toContain('list-screen-1.js');
  });

  it('the login page preloads its page and the guest texts only: no layout, no other texts nor their table, no table of operations', async () => {
    expect(preloaded((await page(t, '/portal/login?next=%2Fportal%2F')).body)).toEqual(['texts-guest-ar-1.js', 'login-page-1.js']);
  });

  it('a bespoke signed-in page preloads its page with the layout; an address no route has, the layout of the not-found page', async () => {
    expect(preloaded((await page(t, '/portal/overview/')).body)).toEqual(['page-texts-1.js', 'texts-guest-ar-1.js', 'texts-frame-ar-1.js', ...ownTexts('ar', 'shell.overview'), 'operations-1.js', 'app-layout-1.js', 'shared-1.js', 'overview-page-1.js']);
    expect(preloaded((await page(t, '/portal/no/such/page')).body)).toEqual(['page-texts-1.js', 'texts-guest-ar-1.js', 'texts-frame-ar-1.js', 'operations-1.js', 'app-layout-1.js', 'shared-1.js']);
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

  it('the overview and the dashboard preload their figures\' one call after the session check, with a session cookie; no other page, nor a guest, nor a login link', async () => {
    const figures = `<link rel="preload" as="fetch" crossorigin href="${FIGURES_CALL}">`;
    const session = `${SESSION_COOKIE}=x; ${LANGUAGE_COOKIE}=en`;
    expect(FIGURES_CALL).toBe(`/api/v1${operations.getOverviewFigures.path}`);
    for (const url of ['/portal/overview/', '/portal/dashboard']) {
      const body = (await page(t, url, session)).body;
      expect(body.split(figures), url).toHaveLength(2);
      expect(body.indexOf('get-user-data')).toBeLessThan(body.indexOf(figures));
      // A guest is sent to login: nothing of the page is asked for them.
      expect((await page(t, url)).body, url).not.toContain(FIGURES_CALL);
    }
    for (const url of ['/portal/login', '/portal/references/all', '/portal/no/such/page', '/portal/overview/?token=abc']) expect((await page(t, url, session)).body, url).not.toContain(FIGURES_CALL);
  });

  it('every signed-in page preloads the layout\'s calls (notification counts, social links), with a session cookie; not the login page, a guest nor a login link', async () => {
    const session = `${SESSION_COOKIE}=x`;
    expect(LAYOUT_CALLS).toEqual([`/api/v1${operations.getNotificationStats.path}`, `/api/v1${operations.listSocialLinks.path}?ordering=order`]);
    const named = (body: string) => LAYOUT_CALLS.filter((call) => body.includes(`<link rel="preload" as="fetch" crossorigin href="${call}">`));
    for (const url of ['/portal/overview/', '/portal/references/all', '/portal/no/such/page']) {
      expect(named((await page(t, url, session)).body), url).toEqual(LAYOUT_CALLS);
      expect(named((await page(t, url)).body), url).toEqual([]);
    }
    expect(named((await page(t, '/portal/login', session)).body)).toEqual([]);
    expect(named((await page(t, '/portal/references/all?token=abc', session)).body)).toEqual([]);
  });

  it('a build without a plan (an older one) is sent as it is', async () => {
    const response = await page(older, '/portal/references/all');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});
