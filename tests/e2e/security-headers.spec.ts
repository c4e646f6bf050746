import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../../scripts/lib/static-server.mjs';
import { expect, outDir, test } from './fixtures';

const rules = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'));

/** Serves every response with the headers the build's `_headers` gives its path, as Netlify or Cloudflare would. */
async function applyHeadersFile(page: Page) {
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const extra = headersFor(rules, new URL(route.request().url()).pathname);
    await route.fulfill({ response, headers: { ...response.headers(), ...extra } });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** CSP violations seen by the page, from its events and from the console. */
async function violations(page: Page, consoleErrors: string[]) {
  const events = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return [...events, ...consoleErrors.filter((m) => /Content Security Policy/i.test(m))];
}

test.describe('Content-Security-Policy from _headers', () => {
  let consoleErrors: string[] = [];
  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await applyHeadersFile(page);
  });
  // A request still in flight when a test ends (the favicon, say) must not fail it in the route handler.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('is sent with every page and forbids inline scripts it does not list', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    // The check below can fail: a script the build did not ship is blocked and reported.
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect((await violations(page, consoleErrors)).join('\n')).toMatch(/script-src/);
  });

  test('the home page, its client-side navigation and the appearance switch run without violations', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('.rp-nav a[href="/guide/start/index"], .rp-nav a[href^="/guide/"]').first().click();
    await expect(page).toHaveURL(/\/guide\//);
    await page.locator('.rp-switch-appearance').first().click();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState('networkidle');
    expect(await violations(page, consoleErrors)).toEqual([]);
  });

  test('the image zoom opens a styled overlay without violations', async ({ page }) => {
    await page.goto('/guide/basic/output-structure', { waitUntil: 'networkidle' });
    const image = page.locator('.rp-doc img[src="/images/guide/output-structure.svg"]');
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    // The overlay is fixed over the whole window only when medium-zoom's stylesheet applies.
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('position', 'fixed');
    expect(await violations(page, consoleErrors)).toEqual([]);
  });

  test('a doc page runs code copy and search without violations', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/zh/guide/start/quick-start', { waitUntil: 'networkidle' });
    const block = page.locator('.rp-codeblock').first();
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    await expect(block.locator('.rp-code-copy-button')).toHaveClass(/rp-code-copy-button--copied/);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page, consoleErrors)).toEqual([]);
  });

  test('the 404 page renders without violations', async ({ page }) => {
    const response = await page.goto('/no/such/page', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    expect(await violations(page, consoleErrors)).toEqual([]);
  });
});
