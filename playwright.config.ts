import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { offlineArgs, testChromium } from './scripts/lib/browsers.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it on start, and the other steps of `npm test` write to test-results/.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // One worker per core: each runs one Chromium page at a time, and most of a test's time is the page's own work.
  workers: Math.max(1, availableParallelism()),
  // On CI a failed test runs once more, with a trace; it still counts as failed (flaky) in `npm test`.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Mark the browser as visited so the first-visit language redirect stays out of tests that are not about it.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'rspress-visited', value: '1' }] }],
    },
    // Recording a trace of every test cost a third of the browser tests' CPU; only a retry records one.
    // Locally, rerun a failing test with `--trace on` to get one.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (see tests/e2e/fixtures.ts): starting a context and its
    // renderer process for every test cost about as much CPU as the test itself.
    reuseContext: true,
    // Debian's headless shell, else Debian's Chromium (scripts/lib/browsers.mjs); Playwright's own browser when
    // neither is installed. The screenshot tests pick Debian's Chromium themselves (visual.spec.ts).
    launchOptions: { executablePath: testChromium(), args: offlineArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --root ${process.env.E2E_ROOT ?? 'doc_build'}`,
    url: `http://127.0.0.1:${port}/`,
    // Never a server that is already there: on this port it may serve another checkout's build (or an old one of
    // this checkout). A busy port stops the run with Playwright's "already used" message; set E2E_PORT to a free one.
    reuseExistingServer: false,
  },
});
