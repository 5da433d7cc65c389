import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The e2e server: the real production server on the built site, loopback only. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The review token the e2e server runs with (tests/e2e/community.spec.ts pastes it). */
export const E2E_REVIEW_TOKEN = 'e2e-review-token-0123456789abcdef';

// The e2e server's submissions live in a fresh PGlite directory, made once by the main process
// (workers inherit the variable) and removed by the global teardown.
process.env.PROMPTREEL_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'promptreel-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalTeardown: './tests/e2e/support/remove-data-dir.ts',
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    // The service worker precaches a whole language in the background and answers from its
    // cache, which page.route cannot see: only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    // Pages scroll a new result into view smoothly; a click that lands while that animation runs
    // finds its button moving and, under a full suite's load, once waited out its 30 s for the
    // button to stand still (model-picker.spec.ts, zh). A reader who asks for less motion gets an
    // instant scroll, and so do the tests; no test is about the animation itself.
    reducedMotion: 'reduce',
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
      SUBMISSION_RATE_LIMIT_MAX: '100000',
      DATA_DIR: process.env.PROMPTREEL_E2E_DATA_DIR,
      REVIEW_TOKEN: E2E_REVIEW_TOKEN,
    },
  },
});
