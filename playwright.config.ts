import { defineConfig, devices } from '@playwright/test'

/*
 * End-to-end suite: tests/e2e. The global setup bundles the CLI, prepares a seeded SQLite
 * database in a temp folder, builds the site into .next-e2e (skipped when the sources are
 * unchanged) and starts `node .build/server.mjs`; it hands the server's address to the workers
 * through E2E_BASE_URL. Run with `npx playwright test`.
 */
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  // Setup may wait for another run of this checkout, then build (2–3 minutes); the tests take about
  // 12 more on an idle 2-core machine, and half as long again with a build running beside them.
  globalTimeout: 30 * 60_000,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: true,
  workers: 2, // a 2-core machine: the server and the browsers share it
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      },
    },
  ],
})
