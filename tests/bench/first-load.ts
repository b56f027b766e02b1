/**
 * Issue 19, item 7 (first load): the JavaScript the login page loads, what its files weigh on the
 * wire with and without the build's brotli/gzip copies, and Lighthouse's mobile performance and
 * accessibility scores of the login page and the overview (signed in), in Arabic and English —
 * all against the built portal served by the real server.
 */
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { startServer } from '../support/server-process.ts';
import { lighthouseScores, type Language, type Scores } from './lighthouse-run.ts';

export type FirstLoadFigures = {
  loginScriptGzipBytes: number;
  loginScripts: number;
  transfer: { files: number; compressedBytes: number; uncompressedBytes: number };
  lighthouse: { page: string; language: Language; scores: Scores }[];
};

const TARGETS = { loginScriptKB: 170, performance: 90, accessibility: 100 };
const LOGIN = '/portal/login';
const RUNS = 3;

/** The scripts (gzip -9, as the other page weights are counted) and every GET the login page makes until it is quiet. */
async function loginPageLoads(baseUrl: string): Promise<{ gzipBytes: number; scripts: number; urls: string[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    const scripts: Promise<Buffer>[] = [];
    const urls: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET') urls.push(response.url());
      if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(LOGIN);
    await page.locator('input[name="username"]').waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    return { gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0), scripts: bodies.length, urls };
  } finally {
    await browser.close();
  }
}

/** Bytes of one answer's body as sent (not decoded), asked with the given Accept-Encoding. */
function bodyBytesOnTheWire(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** Measures the figures against a running server of the built portal. */
export async function measureFirstLoadOn(baseUrl: string): Promise<FirstLoadFigures> {
  const login = await loginPageLoads(baseUrl);
  // What Chromium asks with, against a client that takes no compressed copy.
  const weigh = async (acceptEncoding: string) => (await Promise.all(login.urls.map((url) => bodyBytesOnTheWire(url, acceptEncoding)))).reduce((a, b) => a + b, 0);
  const transfer = { files: login.urls.length, compressedBytes: await weigh('gzip, deflate, br, zstd'), uncompressedBytes: await weigh('identity') };
  const lighthouse: FirstLoadFigures['lighthouse'] = [];
  // One Lighthouse run at a time (it times the main thread, and the machine may have two cores);
  // each page's figures are those of its median run by performance, as scores vary run to run.
  const median = async (path: string, language: Language, username?: string) => {
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseScores(baseUrl, path, language, username));
    return runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
  };
  for (const language of ['ar', 'en'] as const) {
    lighthouse.push({ page: 'login', language, scores: await median(LOGIN, language) });
    lighthouse.push({ page: 'overview (staff)', language, scores: await median('/portal/overview/', language, 'staff') });
  }
  return { loginScriptGzipBytes: login.gzipBytes, loginScripts: login.scripts, transfer, lighthouse };
}

/** Starts the real server on the built portal (dist/portal) and a fresh database, measures, stops it. */
export async function measureFirstLoad(): Promise<FirstLoadFigures> {
  const root = join(import.meta.dirname, '..', '..');
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-first-load') });
  try {
    return await measureFirstLoadOn(server.url);
  } finally {
    await server.stop();
  }
}

/** Prints the figures, each against its target. */
export function printFirstLoad(figures: FirstLoadFigures): void {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const { transfer } = figures;
  console.log('\nFirst load (issue 19): the built portal served by the real server');
  const loginKB = figures.loginScriptGzipBytes / 1000;
  console.log(`login page JavaScript (gzip -9)    ${kB(figures.loginScriptGzipBytes).padStart(6)} kB in ${figures.loginScripts} files   target ≤ ${TARGETS.loginScriptKB} kB   ${met(loginKB <= TARGETS.loginScriptKB)}`);
  console.log(
    `login page transfer, ${transfer.files} GETs         ${kB(transfer.compressedBytes).padStart(6)} kB compressed (br/gzip as Chromium asks) against ${kB(transfer.uncompressedBytes)} kB uncompressed` +
      ` (${((1 - transfer.compressedBytes / transfer.uncompressedBytes) * 100).toFixed(0)} % less; bodies only)`,
  );
  console.log(`Lighthouse 12.2.3, mobile (simulated throttling), Debian's Chromium, median of ${RUNS} runs (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs); targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}`);
  for (const { page, language, scores } of figures.lighthouse) {
    const ok = scores.performance >= TARGETS.performance && scores.accessibility >= TARGETS.accessibility;
    console.log(`  ${`${page}, ${language}`.padEnd(24)} performance ${String(scores.performance).padStart(3)}   accessibility ${String(scores.accessibility).padStart(3)}   ${met(ok)}`);
    const metrics = Object.entries(scores.metrics).map(([name, value]) => `${name} ${name === 'CLS' ? value.toFixed(3) : `${(value / 1000).toFixed(1)} s`}`);
    console.log(`    ${metrics.join(', ')}${scores.failed.length ? `; accessibility audits failed: ${scores.failed.join(', ')}` : ''}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printFirstLoad(await measureFirstLoad());
