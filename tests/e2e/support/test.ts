/**
 * The `test` every e2e spec imports (ESLint refuses `test` from @playwright/test in a spec): axe-core
 * checks every portal page the tests visit, in the language the test shows it in, and a serious or
 * critical violation fails the test that found it.
 * - A page is checked as the test leaves it with `page.goto`, and where the test ends (every tab).
 * - After a passing test, each page it went through with clicks and redirects and left unchecked in
 *   the language of the tab the test ends in is opened again in that tab, going from page to page
 *   inside the app (history entry and popstate, which the router follows: no new load), and checked.
 * - Each page (path with ids and tokens folded) is checked once per language per run, by whichever
 *   worker gets there first (support/axe-claims.ts); a page already checked in its language is
 *   neither waited for nor checked again. Colour contrast is checked in the page's first language
 *   only: the colours are the theme's, the same in both (it was about a third of axe's time on a page).
 * - A text a page showed before its namespace was fetched (the portal warns on the console and
 *   fetches the rest of the language) fails the test: the namespaces codegen derived for that page's
 *   route (generated/i18n/route-texts.ts) miss one it shows.
 * - Pages are not opened again in the other language (they were, in a new tab per test and language:
 *   about a third of the end-to-end run's CPU, the largest part of CI's time). Most specs run in both
 *   languages, so most pages are checked in both; what the other language changes is the text, and a
 *   text missing or empty in one language fails `codegen --check` (locale parity) and the
 *   no-literals unit test before a browser starts. The worker's summary lists what was checked.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { claim, claimedHere, isClaimed } from './axe-claims.ts';
import { seriousViolations, settle, trackRequests } from './axe.ts';

/** The page a URL shows, ids and tokens folded (/portal/references/preview/7 → …/preview/:id); none outside the portal. */
export function pageOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/portal/')) return undefined;
  // A token is long and holds digits (a path word like fund_transfer_exclusions holds none).
  const fold = (segment: string) => (/^\d+$/.test(segment) ? ':id' : segment.length >= 20 && /\d/.test(segment) ? ':token' : segment);
  return pathname.replace(/\/+$/, '').split('/').map(fold).join('/');
}

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

/**
 * Goes to `url` inside the app, as a link would (history entry and popstate, which the router
 * follows; no new load of the portal), and checks the page there.
 */
async function visitAndAudit(tab: Page, url: string): Promise<void> {
  try {
    await tab.evaluate((target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
    await audit(tab);
  } catch (error) {
    console.warn(`axe: could not open ${url} again: ${String(error).split('\n')[0]}`);
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
    async ({ page }, use, testInfo) => {
      const context = page.context();
      const visited = new Map<string, string>();
      // A text whose namespace the page had not fetched (src/portal/lib/i18n.ts warns, then fetches the
      // rest of the language): generated/i18n/route-texts.ts misses a namespace that page shows.
      const textMisses: string[] = [];
      const track = (opened: Page) => {
        watch(opened, visited);
        opened.on('console', (message) => {
          if (message.type() === 'warning' && message.text().startsWith('texts: ')) textMisses.push(message.text());
        });
      };
      context.pages().forEach(track);
      context.on('page', track);
      await use(page);
      context.off('page', track);
      expect.soft(textMisses, 'texts shown before their namespace was fetched (codegen/resolve/route-texts.ts misses it)').toEqual([]);
      if (testInfo.status !== 'passed') return; // a failing test has told its story already
      await base.step('axe on the pages visited', async () => {
        for (const open of context.pages()) await audit(open);
        // The pages the test went through with clicks, in the tab it ends in and its language.
        const tab = context.pages().find((open) => pageOf(open.url()));
        if (!tab) return;
        const language = await tab.evaluate(() => document.documentElement.lang);
        for (const url of visited.values()) if (!isClaimed(`${language} ${pageOf(url)}`)) await visitAndAudit(tab, url);
      }, { box: true });
    },
    { scope: 'test', timeout: 180_000 },
  ],
});
