/**
 * The bench form (300 fields, 10 tabs, 20 conditional) in the built portal, in Chromium: the
 * definitions are served by intercepting `form-tabs/`, `form-fields/` and `form-values/` on
 * /portal/forms/demo. Measured in the page: first render (definitions received → next paint with
 * the form), keystroke to next paint (keydown → the paint after React handled it), and how many
 * times Ajv compiled a validator for the form's schema (counted at `Function(...)`, which Ajv calls
 * once per compiled schema) while the user types, leaves fields (blur validation) and submits.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { benchForm } from './dynamic-form.ts';

export type BrowserFigures = { firstRenderMs: number; loadToFormMs: number; keystrokeP95Ms: number; keystrokes: number; generated: number; conditionalToggleP95Ms: number };

// Runs in the page before its scripts: marks when the definitions arrive, when the form first
// paints, each keystroke's next paint, and counts calls of `Function(...)`.
function instrument() {
  const bench = { definitionsAt: 0, formPaintedAt: 0, latencies: [] as number[], toggles: [] as number[], generated: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  const afterPaint = (done: () => void) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(null);
  });
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await originalFetch(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('/api/v1/form-fields/')) bench.definitionsAt = performance.now();
    return response;
  };
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root_field_1')) return;
    observer.disconnect();
    afterPaint(() => (bench.formPaintedAt = performance.now()));
  }).observe(document, { childList: true, subtree: true });
  addEventListener('keydown', (event) => {
    const started = event.timeStamp;
    afterPaint(() => bench.latencies.push(performance.now() - started));
  }, true);
  addEventListener('pointerdown', (event) => {
    if (!(event.target as Element).closest?.('[role=radiogroup]')) return;
    const started = event.timeStamp;
    addEventListener('click', () => afterPaint(() => bench.toggles.push(performance.now() - started)), { once: true, capture: true });
  }, true);
  // Code made from text at run time (the minifier may drop the `new`); the form validator makes none.
  window.Function = new Proxy(window.Function, {
    construct: (target, args) => ((bench.generated += 1), Reflect.construct(target, args)),
    apply: (target, self, args) => ((bench.generated += 1), Reflect.apply(target, self, args)),
  });
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.max(0, Math.ceil(samples.length * 0.95) - 1)] ?? NaN;

async function serveBenchForm(page: Page) {
  const { tabs, fields } = benchForm();
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route((url) => url.pathname === '/api/v1/form-tabs/', (route) => route.fulfill(json({ count: tabs.length, results: tabs })));
  await page.route((url) => url.pathname === '/api/v1/form-fields/', (route) => route.fulfill(json({ count: fields.length, results: fields })));
  await page.route((url) => url.pathname === '/api/v1/form-values/', (route) => route.fulfill(json([])));
}

/** Opens the bench form as a signed-in user and measures; `baseUrl` is a running server with the built portal. */
export async function measureDynamicFormInChromium(baseUrl: string): Promise<BrowserFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const login = await context.request.post('/api/v1/login/', { data: { username: 'foreign', password: 'Portal@2026demo' } });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
    const page = await context.newPage();
    // tsx (esbuild) names arrow functions with a `__name` helper the page does not have.
    await page.addInitScript({ content: `const __name = (f) => f; (${instrument.toString()})()` });
    await serveBenchForm(page);
    await page.goto('/portal/forms/demo');
    await page.locator('#root_field_1').waitFor();
    await page.waitForFunction(() => (window as unknown as { __bench: { formPaintedAt: number } }).__bench.formPaintedAt > 0);

    // Keystrokes in the first tab's text fields, leaving each (blur validation) for the next.
    for (const id of ['field_1', 'field_2', 'field_4', 'field_13', 'field_14']) {
      await page.locator(`#root_${id}`).click();
      await page.keyboard.type('Al Amal relief', { delay: 40 });
    }
    // The radio that 20 fields depend on, in the first tab: each toggle shows or hides them.
    for (let i = 0; i < 10; i += 1) {
      await page.locator('#root_field_8').getByRole('radio').nth(i % 2).click();
      await page.waitForTimeout(60);
    }
    await page.locator('main form button[type=submit]').click();
    await page.getByRole('alert').first().waitFor();
    await page.waitForTimeout(200);

    const bench = await page.evaluate(() => (window as unknown as { __bench: { definitionsAt: number; formPaintedAt: number; latencies: number[]; toggles: number[]; generated: number } }).__bench);
    return {
      firstRenderMs: bench.formPaintedAt - bench.definitionsAt,
      loadToFormMs: bench.formPaintedAt,
      keystrokeP95Ms: p95(bench.latencies),
      keystrokes: bench.latencies.length,
      conditionalToggleP95Ms: p95(bench.toggles),
      generated: bench.generated,
    };
  } finally {
    await browser.close();
  }
}
