import { defineConfig } from 'vitest/config';

// Unit, component and server tests. Browser flows live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    reporters: ['default', ['json', { outputFile: '.ci-out/vitest.json' }]],
  },
});
