import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { testPort } from './tests/support/ports.ts';

const port = Number(process.env.E2E_PORT ?? testPort(8091));

// End-to-end tests drive Debian's Chromium against the real server (built portal, fresh
// embedded database). `npm run build` must have run; `npm test` does it first.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'ar-KW',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/support/start-server.ts',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    // A data folder per port, so runs on different ports never share a database.
    // The suite logs in dozens of times from one address as the same demo users; the login rate
    // limits themselves are covered by the API tests. The login page still shows and solves the
    // captcha; the server does not insist on it, since specs also log in through the API.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_IP: '10000',
      LOGIN_RATE_LIMIT_ACCOUNT: '10000',
      CAPTCHA: 'off',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
