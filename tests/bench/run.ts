/**
 * `npm run bench`: prints the figures the issues name. Not a timed test: it measures and
 * reports, with ratios against a baseline measured in the same run.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromiumMissing } from '../support/chromium.ts';
import { startServer } from '../support/server-process.ts';
import { measureBundles } from './bundle-size.ts';
import { measureDynamicForm } from './dynamic-form.ts';

const root = join(import.meta.dirname, '..', '..');
const missing = chromiumMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!existsSync(join(root, 'dist', 'portal', 'index.html')) || process.argv.includes('--build')) {
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

const server = await startServer({ root, port: 8097, dataDir: join(root, '.tmp', 'bench-data') });
try {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const weights = await measureBundles(server.url);
  const baseline = weights[0]!.gzipBytes;
  const budget = 250_000;
  console.log('\nJavaScript loaded per page (gzip -9 of each script, summed)');
  console.log('page               files   gzip kB   vs login   libraries');
  for (const w of weights) {
    console.log(
      `${w.page.padEnd(18)} ${String(w.files).padStart(5)}   ${kB(w.gzipBytes).padStart(7)}   ${(w.gzipBytes / baseline).toFixed(2).padStart(7)}x   ${w.libraries.join(', ')}`,
    );
  }
  const login = weights[0]!;
  console.log(`\nlogin page budget: ${kB(login.gzipBytes)} kB of ${kB(budget)} kB (${((login.gzipBytes / budget) * 100).toFixed(0)}%)`);
  const eager = ['RJSF', 'TanStack Table'].filter((lib) => login.libraries.includes(lib));
  console.log(eager.length ? `loaded up front on the login page: ${eager.join(', ')}` : 'RJSF and TanStack Table are not loaded by the login page (per-route chunks)');
} finally {
  await server.stop();
}

// Issue 5: the form runtime's own work for a large server-driven form. Browser paint timings
// (first render, keystroke to paint) are not measured yet.
const form = await measureDynamicForm();
console.log('\nDynamic form: 300 fields, 10 tabs, 20 conditional (Node, no rendering)');
console.log(`converter ${form.convertMs.toFixed(1)} ms; one keystroke (reload + uiSchema + validation) p95 ${form.keystrokeP95Ms.toFixed(2)} ms; validator compiled ${form.compiles} time(s) (target 1)`);
