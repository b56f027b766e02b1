/**
 * `npm install` (postinstall): makes the empty PGlite cluster a new data folder starts from
 * (pglite-initdb-cache.ts) and the migrated one (pglite-migrated-template.ts) once, at install, so even
 * the first `npm start` skips initdb and the migrations. Never fails the install: without the copies,
 * the first new folder runs initdb and keeps them.
 */
import { openPglite } from './pglite-driver.ts';
import { keepMigratedTemplate } from './pglite-migrated-template.ts';

try {
  const db = await openPglite('memory://');
  await db.close();
  if (!(await keepMigratedTemplate())) console.warn('postinstall: the migrated PGlite cluster was not prepared; the first start on a new folder makes it');
} catch (error) {
  console.warn(`postinstall: the empty PGlite cluster was not prepared (${String(error)}); the first start runs initdb`);
}
