/**
 * `node --import tsx tests/bench/weigh-pages.ts`: only the page weights of `npm run bench` (the
 * JavaScript each page loads, gzip), on the built portal — quick to run before and after a change.
 */
import { join } from 'node:path';
import { startServer } from '../support/server-process.ts';
import { measureBundles, printWeights } from './bundle-size.ts';

const root = join(import.meta.dirname, '..', '..');
const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-weigh-data') });
try {
  printWeights(await measureBundles(server.url));
} finally {
  await server.stop();
}
