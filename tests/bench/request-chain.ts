/**
 * Issue 21 item 1 (one round of requests before first paint): for the login, overview, list, detail
 * and form pages, in Chromium with a cold cache, the depth of the critical request chain after the
 * HTML and navigation → content painted. A request's parent is the one its initiator names (CDP
 * `Network.requestWillBeSent`: the parser's document or stylesheet, or the script at the top of the
 * calling stack); the HTML is depth 0, what it names depth 1, what those scripts ask depth 2. The
 * critical requests are those started before the page's content was painted.
 * `node --import tsx tests/bench/request-chain.ts [--previous=<git revision>]` measures this build
 * beside the previous one (previous-build.ts), alternating runs, on one machine at one time.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { buildPrevious, PREVIOUS_REVISION } from './previous-build.ts';
import { initiatorDepth, waitedRounds, type Traced } from './request-rounds.ts';

type PageCase = { name: string; path: string | ((server: RunningServer) => Promise<string>); user?: string; content: string };
export type ChainFigures = { page: string; depth: number; chain: string[]; rounds: number; roundChain: string[]; critical: number; contentMs: number };

const PASSWORD = 'Portal@2026demo';
const TARGET_DEPTH = 2;
const RUNS = 3;
const NETWORK = { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8 * 10, uploadBytesPerSecond: 750_000 / 8 * 10 };

/** A reference's detail page: the first reference staff see (the seed has some). */
async function firstReference(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: PASSWORD }) });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const list = (await (await fetch(`${server.url}/api/v1/references/`, { headers: { cookie } })).json()) as { results?: { id: number }[] } | { id: number }[];
  const first = (Array.isArray(list) ? list : (list.results ?? []))[0];
  if (!first) throw new Error('no reference in the seed for the detail page');
  return `/portal/references/preview/${first.id}`;
}

// What "content painted" means on each page: the element a person came for.
export const PAGES: PageCase[] = [
  { name: 'login', path: '/portal/login', content: 'input[name="username"]' },
  { name: 'overview', path: '/portal/overview/', user: 'staff', content: '[data-testid="figure-cards"] > *' },
  { name: 'list', path: '/portal/references/all', user: 'staff', content: 'table tbody tr a[href]' },
  { name: 'detail', path: firstReference, user: 'staff', content: 'main h2' },
  { name: 'form', path: '/portal/references/add', user: 'staff', content: '#root_title' },
];

/** The URL the initiator names: the parser's document or stylesheet, or the top of the calling script's stack (through async parents). */
function initiatorUrl(initiator: { type: string; url?: string; stack?: Stack }): string | undefined {
  for (let stack: Stack | undefined = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return initiator.url;
}
type Stack = { callFrames: { url: string }[]; parent?: Stack };

/** One cold load of one page: every request with its parent, and when the content was painted. */
async function loadOnce(browser: Browser, baseUrl: string, path: string, page: PageCase): Promise<ChainFigures> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  try {
    if (page.user) {
      const answer = await context.request.post('/api/v1/login/', { data: { username: page.user, password: PASSWORD } });
      if (!answer.ok()) throw new Error(`demo login failed: ${answer.status()}`);
    }
    const tab = await context.newPage();
    // The time of the first frame after the content is in the document, from navigation start.
    // (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
    await tab.addInitScript(`
      new MutationObserver((changes, observer) => {
        if (!document.querySelector(${JSON.stringify(page.content)})) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.contentPainted = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    `);
    const cdp = await context.newCDPSession(tab);
    const byId = new Map<string, Traced>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith(baseUrl)) return;
      const document = event.type === 'Document';
      byId.set(event.requestId, { url: event.request.url, sentMs: event.timestamp * 1000, document, initiatorUrl: document ? undefined : initiatorUrl(event.initiator) });
    });
    // The document counts as answered once its answer begins (the parser starts on it then).
    cdp.on('Network.responseReceived', (event) => {
      const request = byId.get(event.requestId);
      if (request?.document) request.doneMs = event.timestamp * 1000;
    });
    const done = (event: { requestId: string; timestamp: number }) => {
      const request = byId.get(event.requestId);
      if (request && !request.document) request.doneMs = event.timestamp * 1000;
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
    await cdp.send('Network.enable');
    // A remote user's connection (as Lighthouse's mobile profile has it, 150 ms a round trip), so that
    // requests that do not wait for each other overlap and a wait shows as one.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: NETWORK.latencyMs, downloadThroughput: NETWORK.downloadBytesPerSecond, uploadThroughput: NETWORK.uploadBytesPerSecond });
    await tab.goto(path, { waitUntil: 'commit' });
    await tab
      .waitForFunction(() => (window as unknown as { contentPainted?: number }).contentPainted !== undefined, undefined, { timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`${page.name} (${baseUrl}${path}): no ${page.content} painted within 60 s`, { cause: error });
      });
    const contentMs = await tab.evaluate(() => (window as unknown as { contentPainted: number }).contentPainted);
    const traced = [...byId.values()];
    const start = Math.min(...traced.map((request) => request.sentMs));
    const painted = start + contentMs;
    const short = (url: string) => url.replace(baseUrl, '').replace(/\?.*/, '').replace(/-[\w-]{8}\.js$/, '.js');
    // Critical: started before the content was painted (initiators), finished before it (waits).
    const initiators = initiatorDepth(traced.filter((request) => request.sentMs <= painted), short);
    const waits = waitedRounds(traced.filter((request) => request.doneMs !== undefined && request.doneMs <= painted), short);
    return { page: page.name, depth: initiators.depth, chain: initiators.chain, rounds: waits.depth, roundChain: waits.chain, critical: traced.filter((r) => r.sentMs <= painted).length, contentMs };
  } finally {
    await context.close();
  }
}

/** Each page's figures on each server, runs alternating between the servers; per page and server the median run by content time. */
export async function measureRequestChains(servers: RunningServer[]): Promise<ChainFigures[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = servers.map(() => [] as ChainFigures[]);
    for (const page of PAGES) {
      const paths = await Promise.all(servers.map((server) => (typeof page.path === 'string' ? page.path : page.path(server))));
      const runs = servers.map(() => [] as ChainFigures[]);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [i, server] of servers.entries()) runs[i]!.push(await loadOnce(browser, server.url, paths[i]!, page));
      }
      for (const [i, own] of runs.entries()) results[i]!.push(own.sort((a, b) => a.contentMs - b.contentMs)[Math.floor(RUNS / 2)]!);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Prints each page's figures against the target, this build beside the previous one. */
export function printRequestChains(current: ChainFigures[], previous: ChainFigures[] | undefined, previousName: string): void {
  console.log(`\nOne round of requests before first paint (issue 21 item 1): Chromium, cold cache, ${NETWORK.latencyMs} ms round trips, ${(NETWORK.downloadBytesPerSecond * 8 / 1e6).toFixed(0)} Mbit/s, 1280 px, Arabic; median of ${RUNS} runs by content time`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs; previous build: ${previousName} (in brackets)`);
  console.log('chain depth after the HTML (target ≤ 2): by waits (rounds of requests the content waited for, upper bound) and by initiators (Lighthouse-style)');
  console.log('page       waits        initiators   content painted        requests before paint');
  const was = (before: ChainFigures | undefined, pick: (f: ChainFigures) => string) => (before ? ` (${pick(before)})` : '');
  for (const [i, now] of current.entries()) {
    const before = previous?.[i];
    const waits = `${now.rounds}${was(before, (f) => String(f.rounds))} ${now.rounds <= TARGET_DEPTH ? 'met' : 'NOT met'}`;
    const initiators = `${now.depth}${was(before, (f) => String(f.depth))}`;
    const painted = `${now.contentMs.toFixed(0)} ms${was(before, (f) => `${f.contentMs.toFixed(0)} ms`)}`;
    console.log(`${now.page.padEnd(10)} ${waits.padEnd(12)} ${initiators.padEnd(12)} ${painted.padEnd(22)} ${now.critical}${was(before, (f) => String(f.critical))}`);
  }
  for (const now of current) console.log(`  ${now.page}, waits: ${now.roundChain.join(' → ')}`);
  if (previous) for (const before of previous) console.log(`  previous ${before.page}, waits: ${before.roundChain.join(' → ')}`);
}

/** Starts a server on this build and one on the previous revision's, measures both, prints, stops them. */
export async function measureAndPrintRequestChains(root: string, previousRevision = PREVIOUS_REVISION): Promise<void> {
  const previousDir = await buildPrevious(root, previousRevision);
  const current = await startServer({ root, dataDir: join(root, '.tmp', 'bench-chain-data') });
  const previous = previousDir ? await startServer({ root, dataDir: join(root, '.tmp', 'bench-chain-previous-data'), env: { PORTAL_DIR: previousDir } }) : undefined;
  try {
    const [now, before] = await measureRequestChains(previous ? [current, previous] : [current]);
    printRequestChains(now!, before, previous ? previousRevision : 'not built');
  } finally {
    await current.stop();
    await previous?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const revision = process.argv.find((arg) => arg.startsWith('--previous='))?.slice('--previous='.length);
  await measureAndPrintRequestChains(join(import.meta.dirname, '..', '..'), revision);
}
