import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `unit`: codegen, shared rules, portal components (jsdom per file), property tests.
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
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/load-languages.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The path-replay tests walk every workflow edge through the API; `npm test` runs them
          // beside the browser tests, so they get room (a hung test still fails).
          testTimeout: 240_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
