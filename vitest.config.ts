import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const UNIT = ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'];
// Files that replace modules (vi.mock) or globals need a module graph of their own; the others share
// one per worker, so React, Fluent UI and RJSF are loaded once per worker instead of once per file.
const ISOLATED = ['tests/unit', 'tests/property']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8')));

// `unit` and `unit-isolated` (run together as `--project 'unit*'`): codegen, shared rules, portal
// components (jsdom per file), property tests.
// `api`: the real server over inject against a migrated database (PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: ISOLATED,
          isolate: false,
          environment: 'node',
          setupFiles: ['tests/unit/load-languages.ts', 'tests/unit/wait-limits.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          environment: 'node',
          setupFiles: ['tests/unit/load-languages.ts', 'tests/unit/wait-limits.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded template per run; each file's app starts from a copy of it.
          globalSetup: ['tests/api/database-template.ts'],
          // The files run one after another in one process: the server's modules are loaded and
          // its schemas compiled once, not once per file (each file still builds its own app on its
          // own database). `npm test` sizes the lanes so that this one process has a core.
          // API_TEST_FILES_IN_PARALLEL=1 (with --maxWorkers): files side by side, each worker loading
          // the modules once; on PostgreSQL, where the server does much of the work, `npm test` runs two.
          fileParallelism: process.env.API_TEST_FILES_IN_PARALLEL === '1',
          isolate: false,
          // The path-replay tests walk every workflow edge through the API; a hung test still fails.
          // A slow set-up step fails naming itself (tests/api/harness.ts), well before the hook's limit.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
