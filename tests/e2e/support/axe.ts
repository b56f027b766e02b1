/** Runs axe-core (injected from node_modules) on a page; returns serious/critical violations. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol, which the portal's CSP (script-src 'self') does not block.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** Waits until the page is still: no request running, no loader showing, no finite animation playing. */
export async function settle(page: Page): Promise<void> {
  // Bounded: a page that keeps calling the server is checked as it is after 10 s.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.locator('[role=progressbar]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
  });
}

/** Serious and critical WCAG A/AA violations of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    // Fluent's focus-trap sentinels (tabster's aria-hidden dummy elements) are excluded: they are
    // the library's, never reached by a screen reader, and re-route focus at the popover's edges.
    const result = await axe.run({ exclude: [['[data-tabster-dummy]']] } as never, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
