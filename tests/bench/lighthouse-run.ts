/**
 * Lighthouse 12.2.3 (pinned: 13 needs Node 22) on Debian's Chromium, which Lighthouse drives over
 * its debugging port: Playwright signs in and chooses the language in the same browser first, so
 * Lighthouse's own tab finds the session cookie, the `locale` key and the language cookie (Lighthouse
 * clears none by default: its `clearStorageTypes` are file systems, shader cache, service workers,
 * cache storage).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../support/chromium.ts';
import { LANGUAGE_COOKIE } from '../../src/shared/portal-language-cookie.ts';
import { freePort } from '../support/ports.ts';

export type Language = 'ar' | 'en';
/** Scores 0–100, the metrics behind performance (ms; CLS as is), and the accessibility audits failed. */
export type Scores = { performance: number; accessibility: number; metrics: Record<string, number>; failed: string[] };

const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', SI: 'speed-index', CLS: 'cumulative-layout-shift' };

// The brief's flags: headless, off the network and quiet.
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--headless=new'];

/** Debian's Chromium listening for DevTools on a free port; `close` ends it and removes its profile. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const child = spawn(chromiumPath, [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Its own process group (detached), so its helpers (renderers, crashpad) stop with it and the
  // profile goes once nothing writes to it.
  const close = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  for (let waited = 0; ; waited += 100) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
    if (ready) return { port, close };
    if (waited > 30_000 || child.exitCode !== null) {
      await close();
      throw new Error(`Chromium did not open its debugging port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The session cookie of a demo user, signed in through the API (the bench server has the captcha off). */
async function sessionCookie(baseUrl: string, username: string): Promise<{ name: string; value: string }> {
  const answer = await fetch(`${baseUrl}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Portal@2026demo' }),
  });
  const cookie = answer.headers.getSetCookie()[0];
  if (!answer.ok || !cookie) throw new Error(`demo login of ${username} failed: ${answer.status}`);
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  return { name, value };
}

/**
 * Lighthouse's mobile performance and accessibility scores (0–100) of `path` in `language`,
 * signed in as `username` when one is given (LIGHTHOUSE_JSON=folder keeps each report there). The notifications' event stream is blocked: it stays
 * open as long as the page, so Lighthouse would wait for a quiet network until its timeout.
 */
export async function lighthouseScores(baseUrl: string, path: string, language: Language, username?: string): Promise<Scores> {
  const browser = await launchChromium();
  try {
    const driver = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = driver.contexts()[0]!;
    if (username) await context.addCookies([{ ...(await sessionCookie(baseUrl, username)), url: baseUrl }]);
    const page = await context.newPage();
    // A page of the origin that runs no script, to write the language the portal reads before its first
    // render, and the cookie in which the portal tells the server that language on every start (so the
    // page preloads its texts), as a returning user's browser has both (src/portal/lib/i18n.ts).
    await page.goto(`${baseUrl}/api/v1/health`);
    await page.evaluate(([value, cookie]) => {
      localStorage.setItem('locale', value);
      document.cookie = `${cookie}=${value}; path=/portal; samesite=lax`;
    }, [language, LANGUAGE_COOKIE] as const);
    await page.close();
    // Playwright lets go first, so nothing but Lighthouse acts on the tab it opens.
    await driver.close();
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      blockedUrlPatterns: ['*/api/v1/notifications/stream/*'],
      // LIGHTHOUSE_PROFILE=1 adds V8's sampling profiler to the trace: which functions the tasks run (it slows them).
      ...(process.env.LIGHTHOUSE_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    const categories = result?.lhr.categories;
    if (!categories) throw new Error(`Lighthouse gave no result for ${path}`);
    // A lost session would have scored the login page instead.
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(`${baseUrl}${path}`).pathname) {
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`);
    }
    const { audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.numericValue ?? NaN]));
    const failed = (categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id);
    // A metric Lighthouse could not compute (its performance is then 0): why, in place of an audit's id.
    for (const id of Object.values(METRICS)) if (audits[id]?.errorMessage) failed.push(`${id}: ${audits[id].errorMessage}`);
    if (process.env.LIGHTHOUSE_JSON) writeFileSync(join(process.env.LIGHTHOUSE_JSON, `${path.replaceAll('/', '_')}-${language}.json`), JSON.stringify(result.lhr));
    // LIGHTHOUSE_TRACE=file keeps the run's Chromium trace (the tasks behind TBT; open in DevTools' Performance panel).
    if (process.env.LIGHTHOUSE_TRACE) writeFileSync(process.env.LIGHTHOUSE_TRACE, JSON.stringify(result.artifacts.Trace));
    return { performance: score('performance'), accessibility: score('accessibility'), metrics, failed };
  } finally {
    await browser.close();
  }
}
