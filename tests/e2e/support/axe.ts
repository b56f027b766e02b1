/** Runs axe-core (injected from node_modules) on a page; returns serious/critical violations. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';

// Evaluated through the DevTools protocol, which the portal's CSP (script-src 'self') does not block.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** The requests a page has running, and how many it has started (see `trackRequests`). */
type Traffic = { running: Set<Request>; started: number; quiet: Set<() => void> };
const traffic = new WeakMap<Page, Traffic>();

/**
 * Follows the page's requests (its frames' and workers'), so `settle` knows at once whether one is
 * running instead of waiting out network idle (500 ms without a request, after every load).
 */
export function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const state: Traffic = { running: new Set(), started: 0, quiet: new Set() };
  page.on('request', (request) => {
    // The notifications' event stream stays open as long as the page: it is never "running" work.
    if (request.resourceType() === 'eventsource') return;
    state.running.add(request);
    state.started += 1;
  });
  const end = (request: Request) => {
    state.running.delete(request);
    if (state.running.size === 0) for (const resolve of state.quiet) resolve();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  traffic.set(page, state);
}

/** The URLs of the page's requests still running (`trackRequests` follows them), for a test to tell what a page still waits on. */
export function runningRequests(page: Page): string[] {
  return [...(traffic.get(page)?.running ?? [])].map((request) => request.url());
}

/** Resolves once no request of the page is running, or at `deadline`. */
function noneRunning(state: Traffic, deadline: number): Promise<void> {
  if (state.running.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.quiet.delete(done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    state.quiet.add(done);
  });
}

/**
 * Waits until the page is still: no request running, no loader showing, no finite animation
 * playing. It waits only for what is there: a page with nothing running is checked at once.
 */
export async function settle(page: Page): Promise<void> {
  // Bounded: a page that keeps calling the server is checked as it is after 10 s.
  const deadline = Date.now() + 10_000;
  const state = traffic.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  } else {
    for (;;) {
      await noneRunning(state, deadline);
      const started = state.started;
      // A frame and a task: the page handles the answers that just came, and asks for what they lead
      // to (the next chunk or list), before we call it still.
      // (A tab that draws no frames is let go after 100 ms.)
      await page
        .evaluate(() => new Promise((resolve) => (requestAnimationFrame(() => setTimeout(resolve, 0)), setTimeout(resolve, 100))))
        .catch(() => undefined); // a navigation replaced the document: its requests count too
      if ((state.running.size === 0 && state.started === started) || Date.now() >= deadline) break;
    }
  }
  await page.locator('[role=progressbar]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  // A modal dialog closing as its step leads to another page hides the page from assistive
  // technology until it is gone (aria-hidden on #root): the page is checked once it is back.
  await page.waitForFunction(() => document.getElementById('root')?.getAttribute('aria-hidden') !== 'true', null, { timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
  });
}

/**
 * Serious and critical WCAG A/AA violations of the page as it is now, one line each; `contrast: false`
 * leaves out the colour-contrast rule (the slowest: it reads the computed colours of every text).
 */
export async function seriousViolations(page: Page, { contrast = true } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (contrast) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    // Fluent's focus-trap sentinels (tabster's aria-hidden dummy elements) are excluded: they are
    // the library's, never reached by a screen reader, and re-route focus at the popover's edges.
    const rules = contrast ? {} : { 'color-contrast': { enabled: false } };
    const result = await axe.run({ exclude: [['[data-tabster-dummy]']] } as never, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules });
    return result.violations;
  }, contrast);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
