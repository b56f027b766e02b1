/**
 * `npm install` (postinstall): makes the empty PGlite cluster a new data folder starts from
 * (pglite-initdb-cache.ts) once, at install, so even the first `npm start` skips initdb. Never fails the
 * install: without the copy, the first new folder runs initdb and keeps it.
 */
import { openPglite } from './pglite-driver.ts';

try {
  const db = await openPglite('memory://');
  await db.close();
} catch (error) {
  console.warn(`postinstall: the empty PGlite cluster was not prepared (${String(error)}); the first start runs initdb`);
}
