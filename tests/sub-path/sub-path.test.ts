// The site built for hosting under a sub-path (`BASE_PATH=/sub/ npm run build`), served by the static server mounted
// at /sub/ as a host would, and crawled: every page, every address a page, the sitemap, the feeds, the llms files, the
// Markdown copies and the _headers file name lies under /sub/ and answers; then, in Chromium, search, the language
// menu, the first-visit language redirect and the 404 page keep the reader under /sub/.
// Vitest project `sub-path` (a step of `npm test`): it makes its own build, in tests/.tmp/sub-path-build/.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { offlineArgs, testChromium } from '../../scripts/lib/browsers.mjs';
import { repoRoot, rspressCli } from '../../scripts/lib/paths.mjs';
import { serve } from '../../scripts/lib/static-server.mjs';
import { heroTools } from '../../theme/ecosystem';
import { siteOrigin } from '../../theme/site';

const base = '/sub/';
const outDir = path.join(repoRoot, 'tests/.tmp/sub-path-build');
const port = 4391;
const origin = `http://127.0.0.1:${port}`;
const publicRoot = `${siteOrigin.replace(/\/+$/, '')}${base}`;
let server: Server;
/** Links to the official sites of the Rstack tools (the tool lists): other sites, though one shares the origin. */
const toolSites = new Set(heroTools.flatMap((tool) => Object.values(tool.url)));

/** Files of the build ending with `extension`, relative to it. */
const filesOf = (extension: string) =>
  fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .sort();
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
/** The address of a built HTML file under the mount: `zh/guide/x.html` → `/sub/zh/guide/x`. */
const pageUrl = (file: string) => `${base}${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
/**
 * The `href` and `src` values of an HTML text (attributes of built pages are quoted), but for links that open in a
 * new tab: those lead to other sites, such as the tool cards' link to the official Rslib site.
 */
const addressesIn = (html: string) =>
  [...html.matchAll(/<([a-z]+)\s([^>]*)>/g)]
    .filter(([, tag, attributes]) => !(tag === 'a' && attributes?.includes('target="_blank"')))
    .flatMap(([, , attributes]) => [...(attributes ?? '').matchAll(/(?:^|\s)(?:href|src)="([^"]*)"/g)])
    .map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

beforeAll(async () => {
  fs.rmSync(outDir, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, [...rspressCli, 'build', '-c', 'tests/sub-path/rspress.config.ts'], {
    cwd: repoRoot,
    env: { ...process.env, BASE_PATH: base },
    maxBuffer: 64 * 1024 * 1024,
  });
  server = await serve({ root: outDir, port, base });
}, 600_000);
afterAll(() => server?.close());

describe('files', () => {
  test('every page answers under /sub/, and every address it names lies under /sub/ and answers', async () => {
    const pages = filesOf('.html').filter((file) => file !== '404.html');
    expect(pages.length).toBeGreaterThan(100);
    const outside: string[] = [];
    const addresses = new Set<string>();
    for (const file of pages) {
      const response = await fetch(`${origin}${pageUrl(file)}`);
      expect(response.status, pageUrl(file)).toBe(200);
      for (const address of addressesIn(await response.text())) {
        if (address.startsWith(siteOrigin)) {
          if (!address.startsWith(publicRoot)) outside.push(`${file}: ${address}`);
        } else if (address.startsWith('/') && !address.startsWith('//')) {
          if (!address.startsWith(base)) outside.push(`${file}: ${address}`);
          else addresses.add(address.replace(/[#?].*$/, ''));
        }
      }
    }
    expect(outside).toEqual([]);
    const missing: string[] = [];
    for (const address of addresses) {
      const response = await fetch(`${origin}${address}`, { method: 'HEAD' });
      if (response.status !== 200) missing.push(`${address}: ${response.status}`);
    }
    expect(missing).toEqual([]);
    expect(addresses.size).toBeGreaterThan(pages.length);
  }, 120_000);

  test('an address outside /sub/ or unknown under it gets the 404 page, which links home under /sub/', async () => {
    for (const address of ['/guide/start/quick-start', `${base}no-such-page`, `${base}%E0%A4%A`]) {
      const response = await fetch(`${origin}${address}`);
      expect(response.status, address).toBe(404);
      expect(addressesIn(await response.text()).filter((a) => a.startsWith('/') && !a.startsWith(base))).toEqual([]);
    }
  });

  test('canonical, hreflang and social links, the sitemap, robots.txt and the feeds use the public URL with /sub/', () => {
    const head = read('guide/start/quick-start.html');
    expect(head).toContain(`rel="canonical" href="${publicRoot}guide/start/quick-start"`);
    expect(head).toContain(`hreflang="zh" href="${publicRoot}zh/guide/start/quick-start"`);
    expect(head).toContain(`property="og:url" content="${publicRoot}guide/start/quick-start"`);
    const locs = [...read('sitemap.xml').matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc) => !loc.startsWith(publicRoot))).toEqual([]);
    expect(read('robots.txt')).toContain(`Sitemap: ${publicRoot}sitemap.xml`);
    for (const feed of filesOf('.xml').filter((file) => file.startsWith('rss/'))) {
      const links = [...read(feed).matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1] ?? '');
      expect(links.length, feed).toBeGreaterThan(1);
      expect(
        links.filter((link) => !link.startsWith(publicRoot)),
        feed,
      ).toEqual([]);
    }
  });

  test('llms.txt, llms-full.txt and the Markdown copies link pages and images under /sub/', () => {
    const markdownLinks = (text: string) =>
      [...text.matchAll(/\]\(((?:https?:\/\/[^)\s]+)|(?:\/[^)\s]*))\)/g)].map((m) => m[1] ?? '');
    const llms = markdownLinks(read('llms.txt'));
    expect(llms.length).toBeGreaterThan(50);
    expect(llms.filter((link) => !link.startsWith(publicRoot))).toEqual([]);
    const files = [...filesOf('.md'), ...filesOf('llms-full.txt')];
    const links = files.flatMap((file) =>
      markdownLinks(read(file))
        .filter((link) => link.startsWith('/') || (link.startsWith(siteOrigin) && !toolSites.has(link)))
        .map((link) => ({ file, link })),
    );
    expect(links.length).toBeGreaterThan(50);
    const outside = links.filter(({ link }) => !link.startsWith(base) && !link.startsWith(publicRoot));
    expect(outside.map(({ file, link }) => `${file}: ${link}`)).toEqual([]);
  });

  test('_headers applies its rules under /sub/', () => {
    const patterns = read('_headers')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(patterns).toEqual([`${base}*`, `${base}static/*`]);
  });
});

describe('in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: testChromium(),
      args: offlineArgs,
    });
  });
  afterAll(() => browser?.close());

  /** A page whose failed requests (status 400 and up) and page errors are collected. */
  async function openPage(locale = 'en-US', visited = true) {
    const context = await browser.newContext({
      locale,
      storageState: {
        cookies: [],
        origins: visited ? [{ origin, localStorage: [{ name: 'rspress-visited', value: '1' }] }] : [],
      },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    page.on('pageerror', (error) => problems.push(String(error)));
    return { page, problems, close: () => context.close() };
  }
  const ready = (page: Page) => page.locator('button[aria-keyshortcuts] [data-ready="true"]').waitFor();

  test('search finds a page and opens it under /sub/; the language menu links the twin under /sub/', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(`${origin}${base}guide/start/quick-start`);
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('autoExternal');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect.poll(() => hit.getAttribute('data-href')).toMatch(/^\/sub\/config\/lib\/auto-external/);
    await hit.click();
    await page.waitForURL(/\/sub\/config\/lib\/auto-external/);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('autoExternal');
    await page.getByRole('button', { name: /Language/ }).click();
    await expect
      .poll(() => page.locator('a[hreflang="zh"]').first().getAttribute('href'))
      .toBe(`${base}zh/config/lib/auto-external`);
    expect(problems).toEqual([]);
    await close();
  }, 60_000);

  test('a first visit in Chinese goes to /sub/zh/, and an unknown page shows the 404 page linking /sub/', async () => {
    const first = await openPage('zh-CN', false);
    await first.page.goto(`${origin}${base}`);
    await first.page.waitForURL(`${origin}${base}zh/`);
    await first.close();
    const { page, problems, close } = await openPage();
    // The default language has no prefix: its 404 page sends /sub/en/… to /sub/….
    await page.goto(`${origin}${base}en/guide/start/quick-start`);
    await page.waitForURL(`${origin}${base}guide/start/quick-start`);
    await page.goto(`${origin}${base}no-such-page`);
    await expect.poll(() => page.locator('.rp-not-found__home-link').getAttribute('href')).toBe(base);
    const expected = [`404 ${origin}${base}en/guide/start/quick-start`, `404 ${origin}${base}no-such-page`];
    expect(problems.filter((p) => !expected.includes(p))).toEqual([]);
    await close();
  }, 60_000);
});
