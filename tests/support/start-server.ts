/**
 * Starts the real server for end-to-end tests and benchmarks on a fresh embedded database:
 * `node --import tsx tests/support/start-server.ts` with PORT and DATA_DIR set.
 * A project root other than this one (an analyst's temporary copy) is given as PROJECT_ROOT;
 * KEEP_DATA=1 starts it on the data folder a previous start left (a spec change on existing data).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(process.env.PROJECT_ROOT ?? join(import.meta.dirname, '..', '..'));
const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.tmp', 'e2e-data'));
if (process.env.KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORTAL_DIR ??= join(root, 'dist', 'portal');
// A fresh embedded database, unless a benchmark asks for a PostgreSQL server (SERVER_DATABASE_URL).
if (process.env.SERVER_DATABASE_URL) process.env.DATABASE_URL = process.env.SERVER_DATABASE_URL;
else delete process.env.DATABASE_URL;
await import(join(root, 'src', 'server', 'main.ts'));
