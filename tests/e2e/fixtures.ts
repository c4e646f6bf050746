import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/** The build the browser tests serve (playwright.config.ts): `doc_build/`, or E2E_ROOT relative to the repository. */
export const outDir = path.join(repoRoot, process.env.E2E_ROOT ?? 'doc_build');

/** Collects the uncaught errors thrown in `page` while a test runs, and fails the test on any. */
async function failOnPageErrors(page: Page, use: (errors: Error[]) => Promise<void>): Promise<void> {
  const errors: Error[] = [];
  const record = (error: Error) => errors.push(error);
  page.on('pageerror', record);
  await use(errors);
  page.off('pageerror', record);
  // With the first frames of each stack, so that an error raised inside a library names the code that reached it.
  expect(errors.map((e) => [e.message, ...(e.stack ?? '').split('\n').slice(1, 6)].join('\n'))).toEqual([]);
}

/**
 * A test whose page fails the test on any uncaught error thrown in the browser.
 * Tests share one browser context per worker (`reuseContext` in playwright.config.ts): between tests Playwright
 * closes extra pages, clears cookies, storage and the HTTP cache, removes routes, init scripts and the clock, and
 * resets the viewport and media emulation. Granted permissions are the one thing it keeps, so they are cleared here.
 * A test that installs the page clock uses `clockTest` instead.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page, context }, use) => {
      await context.clearPermissions();
      await failOnPageErrors(page, use);
    },
    { auto: true },
  ],
});

/** The context options of the project (playwright.config.ts), for the contexts made here. */
const contextOptions = (use: TestInfo['project']['use']) => {
  const { baseURL, storageState, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = use;
  return { baseURL, storageState, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale };
};

/**
 * For tests that install the page clock (`page.clock`): `context` and `page` are a browser context of their own,
 * closed after the test. In the shared context the next test sometimes caught `Cannot read properties of undefined
 * (reading 'controller')`, thrown by Playwright's own clock scripts (`globalThis.__pwClock.controller…`) as the
 * reset between tests removed them: 3 times in about 3,000 test runs, after a clock test each time.
 */
export const clockTest = test.extend({
  context: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext(contextOptions(testInfo.project.use));
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => use(await context.newPage()),
});

/**
 * For tests that only load pages and read them (render checks, axe): `page` is one page per worker, kept from
 * test to test. Each test still loads its URL as a new document; what carries over is a warm browser context,
 * renderer process and HTTP cache, which makes a page load several times cheaper than in a fresh context.
 * A test that changes storage, permissions, the clock, routes or the viewport uses `test` instead.
 * Playwright records no trace for this page; failures report through their assertion messages.
 */
export const readOnlyTest = base.extend<{ pageErrors: Error[] }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => use(workerPage),
  pageErrors: [async ({ page }, use) => failOnPageErrors(page, use), { auto: true }],
});

export { expect };

/**
 * Waits until React has hydrated the page, which the search button marks by filling in its shortcut hint (attached
 * at every width, hidden on phones). Listeners that come with hydration miss a pointer, a tap or a key before it.
 */
export const whenReady = (page: Page) =>
  expect(page.locator('button[aria-keyshortcuts] [data-ready="true"]')).toBeAttached();

/** Opens a page and waits until React has hydrated it ({@link whenReady}). */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await whenReady(page);
}

/** Reads a JSON file of the repository, such as a `_meta.json` beside the content. */
export const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await fs.readFile(path.join(repoRoot, file), 'utf8'));
