// The writers' loop on a fresh clone: `npm run dev` in a clone with no `doc_build/` and no build cache, a doc page
// open in Chromium with its chrome, an edit to the page's English and Chinese source seen on screen, the features the
// built site has (type hints, search, last updated) working in dev too, the one build-only feature (the pages'
// Markdown copies) saying so, and no error in the server's log.
// Vitest project `dev` (a step of `npm test`). Before this test, a plugin read `doc_build/` after every dev compile:
// on a fresh clone it threw (ENOENT) and no edit ever reached the open page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { offlineArgs, testChromium } from '../../scripts/lib/browsers.mjs';
import { type DevServer, editAndSee, firstOk, freePort, freshClone, startDev } from '../../scripts/lib/dev-server.mjs';

const clone = path.join(os.tmpdir(), `rslib-docs-dev-test-${process.pid}`);
let server: DevServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
/** What the clone held before `npm run dev` started. */
let startedWith: { build: boolean; cache: boolean };

/** Opens a route of the dev server and waits until React has hydrated it (the search button marks it). */
async function open(route: string) {
  await page.goto(`${server.origin}${route}`);
  await expect(page.locator('button[aria-keyshortcuts] [data-ready="true"]')).toBeAttached({ timeout: 60_000 });
}

beforeAll(async () => {
  freshClone(clone);
  startedWith = {
    build: fs.existsSync(path.join(clone, 'doc_build')),
    cache: fs.existsSync(path.join(clone, 'node_modules/.cache')),
  };
  server = await startDev({ cwd: clone, port: await freePort() });
  await firstOk(`${server.origin}/guide/start/quick-start`);
  browser = await chromium.launch({ executablePath: testChromium(), args: offlineArgs });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(clone, { recursive: true, force: true });
});

describe('npm run dev on a fresh clone', () => {
  test('the clone had no production build and no build cache, and dev writes no build', () => {
    expect(startedWith).toEqual({ build: false, cache: false });
    expect(fs.existsSync(path.join(clone, 'doc_build'))).toBe(false);
  });

  test('a doc page renders with its chrome', async () => {
    await open('/guide/start/quick-start');
    await expect(page.locator('.rp-doc h1')).toHaveText(/Quick start/);
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar a[href="/guide/start/quick-start"]').first()).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
    await expect(page.getByText('Last Updated')).toBeVisible();
  }, 90_000);

  // Each edit must arrive as a hot update: a full reload loses the writer's place in the page. (The unit test of
  // theme/plugins/stable-sidebar.ts covers the cause that reloaded some saves: it did not show in every run.)
  test.each([
    ['English', '/guide/start/quick-start', 'docs/en/guide/start/quick-start.mdx', 'An English edit, seen in dev'],
    ['Chinese', '/zh/guide/start/quick-start', 'docs/zh/guide/start/quick-start.mdx', '开发服务器里看得到的中文修改'],
  ])(
    'edits to the %s page show in the open page as hot updates',
    async (_lang, route, file, text) => {
      await open(route);
      for (let i = 1; i <= 3; i++) {
        await page.evaluate(() => Object.assign(window, { devTestMark: true }));
        await editAndSee(page, path.join(clone, file), `${text} (${i}).`);
        expect(await page.evaluate(() => 'devTestMark' in window), `edit ${i} reloaded the page`).toBe(true);
      }
    },
    120_000,
  );

  test('a config block shows its types on hover', async () => {
    await open('/config/lib/format');
    const block = page.locator('.rp-doc pre[data-title="rslib.config.ts"]').first();
    await block.hover();
    // The names become hoverable when the block's type file arrives, which dev makes on the first request (a
    // TypeScript start in a child process): on a loaded two-core machine that once took more than 30 s.
    await block
      .locator('span[tabindex="-1"]', { hasText: /^format$/ })
      .first()
      .hover({ timeout: 60_000 });
    await expect(page.locator('#rslib-type-hint')).toContainText('(property) format?: Format | undefined', {
      timeout: 30_000,
    });
  }, 90_000);

  test('search finds a page', async () => {
    await open('/guide/start/quick-start');
    await page.keyboard.press('Control+K');
    await page.getByRole('searchbox').fill('autoExtension');
    await expect(page.getByRole('option').filter({ hasText: 'lib.autoExtension' }).first()).toBeVisible({
      timeout: 30_000,
    });
  }, 90_000);

  test('the Markdown copy button says that copies come with the build', async () => {
    await open('/guide/start/quick-start');
    await page.locator('.rp-llms-copy-button').click();
    await expect(page.locator('.rp-llms-copy-button')).toContainText('Markdown copies come with npm run build');
  }, 90_000);

  test('the server logged no error and the pages threw none', () => {
    expect(server.errors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
