/**
 * `npm start`'s entry (`node src/server/start.js`): runs the server's bundle (dist/server, made by
 * src/server/bundle/build-server-bundle.ts) when it was built from the sources as they are now, else
 * main.ts through tsx, as `node --import tsx src/server/main.ts` does. Plain JavaScript so that Node
 * runs it without tsx: tsx's loader, once registered, takes about 2 s of CPU of a start (issue 21 item 4).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBundle } from './bundle/bundle-freshness.js';

const { entry, reason } = freshBundle(fileURLToPath(new URL('../..', import.meta.url)));
if (entry) {
  // Stack traces name the TypeScript sources, as they do under tsx.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
} else {
  if (reason !== 'no bundle') console.warn(`server bundle not used: ${reason}; running the sources through tsx (npm start builds it again)`);
  await import('tsx');
  await import('./main.ts');
}
