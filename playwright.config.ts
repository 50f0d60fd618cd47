import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Long journeys (several pages, a payment, two browsers) take 50–56 s when the whole suite shares two cores with
  // the server and two Chromiums, and 10–20 s alone: 90 s leaves room without hiding a hang.
  timeout: 90_000,
  // A page opened with goto (a fresh app start, a lazy page, its first answers) took over 10 s once in CI with the
  // whole suite on two cores (a multi-city results page that takes about 1 s alone); 20 s still fails a page that hangs.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Desktop width; the back office fits from 1280 px (its menu is a sidebar; e2e/back-office.spec.ts checks 1280 and 390 px).
    viewport: { width: 1440, height: 900 },
    browserName: 'chromium',
    // The installable app's worker is tested in e2e/offline.spec.ts, which allows it. Elsewhere it would install in
    // every test's fresh context and fetch the whole app (95 files, 1.5 MB) beside the journey being tested.
    serviceWorkers: 'block',
    // A failed test keeps its trace (actions, console, network) and a screenshot of its last screen. Not the trace's
    // screencast and DOM snapshots: recorded for every test, they made the journeys 40–60 % slower on two cores
    // (e2e/journey.spec.ts alone: 90 s with them, 57 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
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
});
