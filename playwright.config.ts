import { defineConfig, devices } from '@playwright/test';

/** The e2e server: the real production server on the built site, loopback only. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    // The service worker precaches a whole language in the background and answers from its
    // cache, which page.route cannot see: only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: `${process.env.BUILD_DIR ?? 'build'}/client`,
      // Browser tests fire many API calls from one IP; the rate limit has its own server tests.
      RATE_LIMIT_MAX: '100000',
    },
  },
});
