/**
 * The `test` every e2e spec imports (ESLint refuses `test` from @playwright/test in a spec): axe-core
 * checks every portal page the tests visit, in Arabic and in English, and a serious or critical
 * violation fails the test that found it.
 * - A page is checked as the test leaves it with `page.goto`, and where the test ends.
 * - After a passing test, each page it went through (clicks and redirects too) is opened again, in
 *   each language not checked yet, in a new tab of the test's browser context (same session; one
 *   tab per language, going from page to page inside the app once it has loaded). A guest-only page (login, forgot password), which
 *   sends a signed-in user on, is opened in a browser context of its own, without the session.
 * Each page (path with ids and tokens folded) is checked once per language per run, by whichever
 * worker gets there first (support/axe-claims.ts); a page already checked in its language is neither
 * waited for nor checked again. Colour contrast is checked in the page's first language only: the
 * colours are the theme's, the same in both (it was about a third of axe's time on a page).
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { routes } from '../../../generated/screens/routes.ts';
import { claim, claimedHere, isClaimed } from './axe-claims.ts';
import { seriousViolations, settle, trackRequests } from './axe.ts';

const languages = ['ar', 'en'] as const;

/** The page a URL shows, ids and tokens folded (/portal/references/preview/7 → …/preview/:id); none outside the portal. */
export function pageOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/portal/')) return undefined;
  // A token is long and holds digits (a path word like fund_transfer_exclusions holds none).
  const fold = (segment: string) => (/^\d+$/.test(segment) ? ':id' : segment.length >= 20 && /\d/.test(segment) ? ':token' : segment);
  return pathname.replace(/\/+$/, '').split('/').map(fold).join('/');
}

/** The guest-only routes (spec/screens), which a signed-in user never sees. */
const guestOnly = routes
  .filter((route) => route.guard === 'guest')
  .map((route) => new RegExp(`^/portal/${route.path.replace(/:\w+/g, '[^/]+')}/?$`));
const isGuestOnly = (url: string) => guestOnly.some((pattern) => pattern.test(new URL(url).pathname));

/** Checks the page as it is now, unless this page was already checked in its language. */
async function audit(page: Page): Promise<void> {
  const done = async () => isClaimed(`${await page.evaluate(() => document.documentElement.lang)} ${pageOf(page.url())}`);
  // A page already checked in its language is not waited for again (settling takes a while).
  if (page.isClosed() || !pageOf(page.url()) || (await done())) return;
  await settle(page);
  const where = pageOf(page.url());
  const language = await page.evaluate(() => document.documentElement.lang);
  if (!where || !claim(`${language} ${where}`)) return;
  const contrast = claim(`contrast ${where}`);
  expect.soft(await seriousViolations(page, { contrast }), `axe: serious or critical violations on ${page.url()} (${language})`).toEqual([]);
}

/** The tabs the pages visited are opened again in after a test: one per language and session. */
class Revisits {
  private readonly tabs = new Map<string, Page>();
  private guest: BrowserContext | undefined;

  constructor(
    private readonly context: BrowserContext,
    private readonly browser: Browser,
  ) {}

  /** Opens a visited URL again in a language and checks it. */
  async open(url: string, language: string): Promise<void> {
    try {
      const tab = await this.tab(language, isGuestOnly(url));
      // A tab already showing the portal goes to the next page as a link would, inside the app
      // (history entry and popstate, which the router follows); loading the whole portal again for
      // each page cost about as much CPU as the tests' own steps.
      if (pageOf(tab.url()) && new URL(tab.url()).origin === new URL(url).origin) {
        await tab.evaluate((target) => {
          history.pushState(null, '', target);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, url);
      } else {
        await tab.goto(url);
      }
      // The document says `lang="ar"` until the portal has loaded the stored language.
      await tab.evaluate(
        (value) =>
          new Promise<void>((resolve) => {
            const root = document.documentElement;
            if (root.lang === value) return resolve();
            const observer = new MutationObserver(() => root.lang === value && done());
            const done = () => (observer.disconnect(), clearTimeout(timer), resolve());
            const timer = setTimeout(done, 10_000);
            observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
          }),
        language,
      );
      await audit(tab);
    } catch (error) {
      console.warn(`axe: could not open ${url} again (${language}): ${String(error).split('\n')[0]}`);
    }
  }

  /** A tab that opens the portal in `language`, in the test's session or a guest's. */
  private async tab(language: string, guest: boolean): Promise<Page> {
    const key = `${language} ${guest ? 'guest' : 'session'}`;
    const open = this.tabs.get(key);
    if (open && !open.isClosed()) return open;
    if (guest) this.guest ??= await this.browser.newContext();
    const tab = await (guest ? this.guest! : this.context).newPage();
    trackRequests(tab);
    await tab.addInitScript((value) => localStorage.setItem('locale', value), language);
    this.tabs.set(key, tab);
    return tab;
  }

  async close(): Promise<void> {
    for (const tab of this.tabs.values()) await tab.close();
    await this.guest?.close();
  }
}

/** Remembers the portal URLs a page shows, follows its requests, and checks it before each `goto` leaves it. */
function watch(page: Page, visited: Map<string, string>): void {
  trackRequests(page);
  page.on('framenavigated', (frame) => {
    const where = frame === page.mainFrame() ? pageOf(frame.url()) : undefined;
    if (where) visited.set(where, frame.url());
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await audit(page);
    return goto(url, options);
  };
}

export const test = base.extend<object, { axeSummary: void }>({
  // At the end of the worker, which pages were checked in which language (for the reader of the log).
  axeSummary: [
    // Playwright reads a fixture's dependencies from this destructuring, so it must stay (empty).
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      const pages = [...claimedHere].filter((check) => !check.startsWith('contrast '));
      console.log(`axe: ${pages.length} page checks in this worker (language page): ${pages.sort().join(', ')}`);
    },
    { scope: 'worker', auto: true },
  ],
  page: [
    async ({ page, browser }, use, testInfo) => {
      const context = page.context();
      const visited = new Map<string, string>();
      const track = (opened: Page) => watch(opened, visited);
      context.pages().forEach(track);
      context.on('page', track);
      await use(page);
      context.off('page', track);
      if (testInfo.status !== 'passed') return; // a failing test has told its story already
      await base.step('axe on the pages visited', async () => {
        for (const open of context.pages()) await audit(open);
        const revisits = new Revisits(context, browser);
        try {
          for (const language of languages) {
            for (const url of [...visited.values()]) if (!isClaimed(`${language} ${pageOf(url)}`)) await revisits.open(url, language);
          }
        } finally {
          await revisits.close();
        }
      }, { box: true });
    },
    { scope: 'test', timeout: 180_000 },
  ],
});
