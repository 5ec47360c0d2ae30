import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'tests/e2e',
  // The database the specs' own servers start from (tests/e2e/support/migrated-data-dir.ts).
  globalSetup: './tests/e2e/support/migrated-data-dir.ts',
  // Two workers on two cores: most of a browser test's time is waiting (for the server, the service worker,
  // timers), so two files side by side finish the suite in about two thirds of the time one takes
  // (docs/decisions/0033). Each file runs in one worker, its tests in order.
  workers: 2,
  fullyParallel: false,
  // A test that fails once and then passes is reported by name as flaky (`npm test` lists them), not
  // hidden; a test that fails twice fails the run. `npm run test:stress` runs with no retries.
  retries: 1,
  timeout: 30_000,
  // The JSON report feeds the totals of `npm test`; it is written only when asked for.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // The server as built beside the app (`npm run serve`), started as plain `node` so the recorded
    // process is the listening one.
    command: `node ${process.env.DIST_DIR ?? 'dist'}/server/index.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${Date.now()}`,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
