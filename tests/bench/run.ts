/**
 * `npm run bench`: prints the figures the issues name. Not a timed test: it measures and
 * reports, with ratios against a baseline measured in the same run.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromiumMissing } from '../support/chromium.ts';
import { startServer } from '../support/server-process.ts';
import { measureBundles, printWeights } from './bundle-size.ts';
import { measureDynamicForm } from './dynamic-form.ts';
import { measureForeignEntities } from './foreign-entities.ts';
import { measureFundTransfers } from './fund-transfers.ts';
import { measureGlobalSearch } from './global-search.ts';
import { measureLocalEntities } from './local-entities.ts';
import { measureList } from './list.ts';
import { printList } from './list-report.ts';
import { loadavg } from 'node:os';
import { measureDynamicFormInChromium, type BrowserFigures } from './dynamic-form-browser.ts';
import { measurePdfExport } from './pdf-export.ts';
import { measureNotificationFanout } from './notification-fanout.ts';
import { measureIdentityTiming } from './identity-timing.ts';
import { measureFirstLoad, printFirstLoad } from './first-load.ts';
import { measureColdStart, printColdStart } from './cold-start.ts';
import { measureApiOverhead } from './api-overhead.ts';
import { measureAndPrintRequestChains } from './request-chain.ts';

const root = join(import.meta.dirname, '..', '..');
const missing = chromiumMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!existsSync(join(root, 'dist', 'portal', 'index.html')) || process.argv.includes('--build')) {
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-data') });
try {
  printWeights(await measureBundles(server.url));

  // Issue 5: a 300-field server-driven form in the built portal, in Chromium. Three runs; each
  // figure is the median of the runs (a busy machine shows in the load average printed with them).
  const runs: BrowserFigures[] = [];
  for (let i = 0; i < 3; i += 1) runs.push(await measureDynamicFormInChromium(server.url));
  const median = (pick: (f: BrowserFigures) => number) => runs.map(pick).sort((a, b) => a - b)[1]!;
  const line = (label: string, value: number, target: number, unit = 'ms') =>
    console.log(`${label.padEnd(34)} ${value.toFixed(0).padStart(6)} ${unit.padEnd(7)} target ≤ ${target} ${unit}   ${value <= target ? 'met' : 'NOT met'}`);
  console.log(`\nDynamic form in Chromium: 300 fields, 10 tabs, 20 conditional (median of ${runs.length} runs; load average ${loadavg()[0]!.toFixed(1)})`);
  line('first render (definitions → paint)', median((f) => f.firstRenderMs), 500);
  line(`keystroke → next paint, p95 (${runs[0]!.keystrokes})`, median((f) => f.keystrokeP95Ms), 100);
  line('code generated at run time', median((f) => f.generated), 0, 'call(s)');
  console.log(`also: page load → form painted ${median((f) => f.loadToFormMs).toFixed(0)} ms; toggling the radio 20 fields depend on → paint, p95 ${median((f) => f.conditionalToggleP95Ms).toFixed(0)} ms`);
} finally {
  await server.stop();
}

// Issue 4 / issue 21 item 3: the list runtime with the All option, in a built portal whose References
// list has 12 columns; the scroll is measured five times (list.ts, list-report.ts).
printList(await measureList());

// The runtime's own work per keystroke outside the browser, for comparison with the paint figures.
const form = await measureDynamicForm();
console.log(`Node, no rendering: converter ${form.convertMs.toFixed(1)} ms; one keystroke's converter + shared validation p95 ${form.keystrokeP95Ms.toFixed(2)} ms`);

// Issue 7: the PDF export of the foreign-entity list (no target): the PDF layer's own time for 1,000 rows.
const pdfs = await measurePdfExport();
console.log('\nPDF export of the foreign-entity list, 1,000 rows (Node, no database)');
for (const f of pdfs) console.log(`${f.language}: ${f.ms.toFixed(0)} ms, ${f.pages} pages, ${f.kB.toFixed(0)} kB`);

// Issue 7: 100,000 foreign entities on PostgreSQL (skipped, saying why, when no server answers).
await measureForeignEntities();

// Issue 13: 10,000 Kuwaiti entities on PostgreSQL (skipped, saying why, when no server answers).
await measureLocalEntities();

// Issue 14: 100,000 fund transfers on PostgreSQL, and the day's limit under 50 concurrent creates.
await measureFundTransfers();

// Issue 15: global search over 100,000 foreign entities + 100,000 fund transfers on PostgreSQL.
await measureGlobalSearch();

// Issue 15: a workflow step that notifies 1,000 users, against the same step notifying two.
await measureNotificationFanout();

// Identity hardening: wrong-password login and forgot-password, known and unknown names alike (medians).
await measureIdentityTiming();

// Issue 21: API overhead — the health endpoint against a bare Fastify route, a list page against health.
await measureApiOverhead();

// Issue 21: cold start — empty data folder (initdb, then the kept cluster) and a restart.
printColdStart(await measureColdStart(root));

// Issue 19: the first load — login page script, compressed transfer, Lighthouse on login and overview in ar and en.
printFirstLoad(await measureFirstLoad());

// Issue 21 item 1: request chain depth and content painted on five pages, beside the previous build's
// (`--previous=<revision>`, else previous-build.ts's; built once into the temporary folder).
await measureAndPrintRequestChains(root, process.argv.find((arg) => arg.startsWith('--previous='))?.slice('--previous='.length));
