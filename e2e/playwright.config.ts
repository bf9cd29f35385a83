import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's chromium-headless-shell (Chromium's old headless mode, what Playwright itself runs headless)
 * when installed: the full browser's new headless mode draws every frame through a software GPU
 * process, and with it the journeys took 36 % longer (docs/testing.md). CHROMIUM_PATH chooses another.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

// Journeys across the whole built product in Debian's chromium. Global setup starts the api, the
// worker and the local stand-ins against a fresh database and exports their URLs (support/harness.ts);
// config is evaluated again in each worker after that, so baseURL is known there.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Off: recording every journey's trace cost a quarter of the suite's time, and CI keeps only its
    // output. `npx playwright test --trace retain-on-failure` records them while debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
