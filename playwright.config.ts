import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { freePorts } from './tests/support/ports.ts';

// Free ports, chosen once by the runner: its worker processes load this file again and inherit
// the environment, so they find the same two.
process.env.E2E_PORTS ??= (await freePorts(2)).join(',');
const [port, journeysPort] = process.env.E2E_PORTS.split(',').map(Number) as [number, number];

// End-to-end tests drive Debian's Chromium against the real server (built portal, fresh embedded
// database). `npm run build` must have run; `npm test` does it first.
// Two projects, each on a server and database of its own and one worker each, run side by side:
// the long journeys (foreign entities, workflows, every user type through the guards) and the rest
// of the portal, about even in time. Tests within a project run one at a time, so the data a test
// leaves is what the next one finds.
// The analyst-change spec runs on a server of its own (a copy of the project built again: about a
// minute before its first step), so it goes wherever it evens the two lanes out.
const JOURNEYS = ['**/foreign-entity-*.spec.ts', '**/workflow-*.spec.ts', '**/guards.spec.ts', '**/registries-journey.spec.ts', '**/support-request-journey.spec.ts', '**/analyst-change.spec.ts'];
// Pictures for a reviewer (tests/artifacts/screenshots): `npm test` takes the overview and
// references ones (screenshots.spec.ts); the modules' pictures need `npm run screenshots`
// (SCREENSHOTS=1), as they assert little beyond what the other tests do.
const SCREENSHOTS = process.env.SCREENSHOTS === '1' ? [] : ['**/forms-screenshots.spec.ts', '**/workflow-screenshots.spec.ts'];

const server = (serverPort: number) => ({
  command: 'node --import tsx tests/support/start-server.ts',
  url: `http://127.0.0.1:${serverPort}/api/v1/health`,
  // A data folder per port, so runs on different ports never share a database.
  // The suite logs in dozens of times from one address as the same demo users; the login rate
  // limits themselves are covered by the API tests. The login page still shows and solves the
  // captcha; the server does not insist on it, since specs also log in through the API. Its proof
  // of work is made tiny (one PBKDF2 iteration, a counter of at most 10): the widget still loads,
  // solves and sends a signed solution, but a login through the page no longer costs the browser
  // about a million PBKDF2 iterations.
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: `.tmp/e2e-data-${serverPort}`,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_IP: '10000',
    LOGIN_RATE_LIMIT_ACCOUNT: '10000',
    CAPTCHA: 'off',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '10',
  },
  reuseExistingServer: false,
  // A fresh embedded database (initdb, migrations, seed) on a busy machine.
  timeout: 300_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Limits for a busy 2-core machine (npm test keeps two or three processes busy, CI may share the
  // machine): they only bound a hung test, a passing one never waits for them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'ar-KW',
    // Pages as a user who asked for less motion sees them: no transitions to wait for or to draw.
    reducedMotion: 'reduce',
    // A failure keeps its screenshot and the page's state (error-context.md). A trace records
    // every test while it runs, a fifth of the run's CPU here: TRACE=retain-on-failure turns it on.
    trace: process.env.TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'portal', testIgnore: [...JOURNEYS, ...SCREENSHOTS], workers: 1, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'journeys', testMatch: JOURNEYS, testIgnore: SCREENSHOTS, workers: 1, use: { baseURL: `http://127.0.0.1:${journeysPort}` } },
  ],
  webServer: [server(port), server(journeysPort)],
});
