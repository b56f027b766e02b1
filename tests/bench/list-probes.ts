/** In-page probes of the list bench: when rows are painted, how many are mounted, long tasks while scrolling. */
import type { Page } from '@playwright/test';

type Probe = { longTasks: Array<[number, number]>; mountedAt?: number; paintedAt?: number; mountedRows?: number };
type Window = { __bench: Probe };
const ROWS = 'tbody tr[aria-rowindex]';

/** Before any script of the page: records long tasks (PerformanceObserver) and the frame the first rows are painted in. */
export async function observePage(page: Page): Promise<void> {
  await page.addInitScript((rows) => {
    const probe: Probe = { longTasks: [] };
    (window as unknown as Window).__bench = probe;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => probe.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
    const watcher = new MutationObserver(() => {
      if (probe.mountedAt !== undefined || !document.querySelector(`${rows}[data-index]`)) return;
      probe.mountedAt = performance.now();
      probe.mountedRows = document.querySelectorAll(rows).length;
      watcher.disconnect();
      // The second animation frame starts after the frame holding the rows has been painted.
      requestAnimationFrame(() => requestAnimationFrame((time) => (probe.paintedAt = time)));
    });
    watcher.observe(document, { childList: true, subtree: true });
  }, ROWS);
}

/** Waits for the first painted rows; the time from the end of the list response (Resource Timing) to that paint. */
export async function untilRowsPainted(page: Page, request: string): Promise<{ responseToPaintMs: number; mountedRows: number }> {
  await page.waitForFunction(() => (window as unknown as Window).__bench.paintedAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate((url) => {
    const probe = (window as unknown as Window).__bench;
    const response = performance.getEntriesByType('resource').find((entry) => entry.name.includes(url)) as PerformanceResourceTiming | undefined;
    if (!response) throw new Error(`no resource timing for ${url}`);
    return { responseToPaintMs: probe.paintedAt! - response.responseEnd, mountedRows: probe.mountedRows! };
  }, request);
}

/**
 * Scrolls the list as a hurried reader would: 300 frames at 200 px a frame (a fast wheel fling,
 * 12000 px/s), then jumps to 25 %, 50 %, 75 % and the end (dragging the scroll bar), each followed by
 * 30 more frames of scrolling; samples the mounted rows and the frame lengths all along.
 */
export async function scrollThrough(page: Page) {
  // No named function inside: tsx would wrap it in a helper (__name) the page does not have.
  return page.evaluate(async (rows) => {
    const scroller = document.querySelector('table')!.parentElement!;
    await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const start = performance.now();
    let last = start;
    let frames = 0;
    let longestFrameMs = 0;
    let maxMountedRows = scroller.querySelectorAll(rows).length;
    const plan: Array<[number | null, number]> = [[null, 300], [0.25, 30], [0.5, 30], [0.75, 30], [1, 30]];
    for (const [jump, steps] of plan) {
      // Rows are measured as they mount, so the scroll height is read again at each jump.
      if (jump !== null) scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * jump;
      for (let step = 0; step < steps; step += 1) {
        if (jump !== null || step > 0 || frames > 0) scroller.scrollTop += jump === 1 ? -200 : 200;
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        longestFrameMs = Math.max(longestFrameMs, now - last);
        last = now;
        frames += 1;
        maxMountedRows = Math.max(maxMountedRows, scroller.querySelectorAll(rows).length);
      }
    }
    for (let settle = 0; settle < 10; settle += 1) {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // long tasks are reported after they end
    const tasks = (window as unknown as Window).__bench.longTasks.filter(([startTime]) => startTime >= start);
    const lastRow = [...scroller.querySelectorAll(rows)].at(-1);
    return {
      frames,
      maxMountedRows,
      longTasks: tasks.length,
      longestTaskMs: tasks.length ? Math.max(...tasks.map(([, duration]) => duration)) : null,
      longestFrameMs,
      lastRowShown: Number(lastRow?.getAttribute('aria-rowindex') ?? 1) - 1,
    };
  }, ROWS);
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };

/** What the Chromium trace says of the page's main-thread tasks while scrolling. */
export type MainThreadTasks = {
  /** The CPU time (`tdur`) of the longest task: unlike wall-clock time, it leaves out waiting for a CPU. */
  longestCpuMs: number;
  /** Tasks of 50 ms or more of wall-clock time (`dur`), as the Long Tasks API counts them. */
  longWallTasks: number;
  /** The most CPU time any of those took: far below 50 ms, they were long for lack of a CPU on a busy machine. */
  longWallTasksCpuMs: number;
};

/** The page's main-thread tasks (`RunTask` on `CrRendererMain`) in a trace, summed up. */
export function mainThreadTasks(trace: Buffer): MainThreadTasks {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`));
  if (tasks.length === 0) throw new Error('the trace holds no task of the page\'s main thread');
  const long = tasks.filter((e) => e.dur! >= 50_000);
  return {
    longestCpuMs: Math.max(...tasks.map((e) => e.tdur! / 1000)),
    longWallTasks: long.length,
    longWallTasksCpuMs: Math.max(0, ...long.map((e) => e.tdur! / 1000)),
  };
}
