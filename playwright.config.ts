import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/lib/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in system Chromium against the built site and the running API, served by the
 * same start script shoppers use, on its own data folder so a developer's ./data is untouched.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's own limit, not its usual time: on a 2-core box shared with other work, the long journeys
  // (password reset, checkout, the back office) take tens of seconds.
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL,
    // A failed test keeps its trace (actions, network, console, sources) and a screenshot of how it
    // ended. Not the screencast or a DOM snapshot at every action: they are recorded for every test,
    // passing or not, and cost Chromium about a fifth and a sixth of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(publishing|catalogue-editing|xss-built-pages|reviews)\.spec\.ts/,
    },
    // Publishing edits the catalogue and rebuilds the site (an approved review too), so it runs after everything else.
    {
      name: 'publishing',
      // One at a time: each waits for its own rebuild, and content edits make the next one full.
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'] },
      testMatch: /(publishing|catalogue-editing|xss-built-pages|reviews)\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // npm start's script, on a data folder it first marks as test data (tests/e2e/shop.ts).
    command: `"${process.execPath}" tests/e2e/shop.ts`,
    // Ready only when the start script says so: no `url`, since Playwright takes whichever comes first
    // and the server answers at once with the previous build while it rebuilds.
    wait: { stdout: /Storefront: / },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: '.e2e/data',
      DIST_DIR: '.e2e/dist',
      DATABASE_URL: '',
      // The suite signs up and signs in far more often than one shopper would.
      RATE_LIMIT_MULTIPLIER: '100',
      // Passwords hashed at a test cost, allowed on this marked folder only (src/api/services/passwords.ts).
      PASSWORD_HASH_COST: '1024',
      UV_THREADPOOL_SIZE: '16',
      SHOP_ADMIN_TOKEN: 'e2e-admin-token',
      REBUILD_DEBOUNCE_MS: '500',
    },
  },
});
